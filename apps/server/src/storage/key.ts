/** Keys the server makes: lower-case letters, digits, dashes, dots and slashes, no `..`, `.` or empty part. */
const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/** Throws on a key the server could not have made; every adapter calls it before touching the store. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
