import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id, m=19456 KiB, t=2, p=1: the OWASP
// recommendation. The algorithm is not passed because it is a const enum.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anybody in
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when the e-mail is unknown, so the
 * answer time does not tell which e-mails have an account.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password without look-alike characters (no 0/O, 1/l/I). */
export function randomPassword(length = 16): string {
  let password = '';
  for (let i = 0; i < length; i++) password += passwordAlphabet[randomInt(passwordAlphabet.length)];
  return password;
}
