/**
 * Where uploaded bytes live: a folder under DATA_DIR (default) or an
 * S3-compatible bucket. Keys are made by the server (never from a file name),
 * so no request can reach outside the storage root.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
