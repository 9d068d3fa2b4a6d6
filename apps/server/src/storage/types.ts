/**
 * Where uploaded bytes live: a folder under DATA_DIR (default) or an
 * S3-compatible bucket. Keys are made by the server (never from a file name),
 * so no request can reach outside the storage root.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A temporary URL that reads the key straight from the storage, for stores
   * that can sign one (S3). Absent for local disk: the server then signs a
   * link to its own `/api/v1/files/signed/{token}` route.
   */
  presignGet?(key: string, options: PresignOptions): string;
  /**
   * Records keys whose rows are about to be deleted, before the transaction
   * that deletes them: if the process dies before their bytes go, the next
   * start removes them (storage/journal). Absent when nothing journals (tests).
   */
  noteRemoval?(keys: readonly string[]): Promise<void>;
}

export interface PresignOptions {
  /** Start of the validity (the app's clock). */
  now: Date;
  expiresInSeconds: number;
  /** Sent back as the answer's Content-Type and Content-Disposition. */
  contentType: string;
  contentDisposition: string;
}
