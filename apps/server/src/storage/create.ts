import type { StorageSettings } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

/** The storage the settings name: DATA_DIR/files by default, an S3-compatible bucket when S3_BUCKET is set. */
export function createStorage(settings: StorageSettings): FileStorage {
  return settings.kind === 's3' ? createS3Storage(settings) : createLocalStorage(settings.root);
}
