import { createHash, randomInt } from 'node:crypto';
import { recoveryCodeAlphabet, recoveryCodeCount } from '@product/domain';

/** What is stored of a recovery code: its SHA-256 (a code has 50 random bits, so no slow hash is needed). */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** One code of 10 characters from the alphabet without look-alikes, each drawn uniformly (`randomInt`). */
function newRecoveryCode(): string {
  return Array.from({ length: 10 }, () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)]).join('');
}

/** A fresh set of recovery codes (compact form; shown once with `formatRecoveryCode`), all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < recoveryCodeCount) codes.add(newRecoveryCode());
  return [...codes];
}
