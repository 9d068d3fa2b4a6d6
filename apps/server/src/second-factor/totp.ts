import { secondFactorTexts, totpSettings } from '@product/domain';
import { Secret, TOTP } from 'otpauth';

/** A new authenticator-app secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: secondFactorTexts.brandName,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: totpSettings.algorithm,
    digits: totpSettings.digits,
    period: totpSettings.period,
  });
}

/** The `otpauth://totp/…` URI the set-up's QR code holds: the brand as issuer, the person's e-mail as label. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The 30-second step a 6-digit code belongs to, within one step either side of `now`, or null.
 * The caller still refuses a step already used (`users.totp_last_step`).
 */
export function totpStepOf(secret: string, code: string, now: number = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: totpSettings.window });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
