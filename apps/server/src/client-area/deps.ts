import type { LicenseSettings } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { CompanyRegistry } from '../registry/types';
import type { FileStorage } from '../storage/types';

/** What the client-area routes are given by createApp. */
export interface ClientAreaDeps {
  db: Database;
  jwtSecret: Uint8Array;
  registry: CompanyRegistry;
  storage: FileStorage;
  /** Largest repository upload in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  licenses: LicenseSettings;
  mailer: Mailer;
  /** The clock; tests move it. */
  now: () => Date;
}
