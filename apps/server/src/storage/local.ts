import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey } from './key';
import type { FileStorage } from './types';

/** Refuses any key that could leave the root, whatever made it. */
export function resolveKey(root: string, key: string): string {
  assertStorageKey(key);
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid storage key: ${key}`);
  return full;
}

/** Files on local disk under `root` (DATA_DIR/files by default). */
export function createLocalStorage(root: string): FileStorage {
  return {
    async put(key, bytes) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename would be atomic, but keys are never reused, so a torn write has no reader.
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolveKey(root, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolveKey(root, key), { force: true });
    },
  };
}
