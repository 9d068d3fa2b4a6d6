import { describe, expect, it } from 'vitest';
import { authTexts, sessionRefusalCodes, sessionRefusedText } from './messages';

describe('the message for a session the server refused (spec 1 §4)', () => {
  it("says 'Sessão expirada.' only for an expired token", () => {
    expect(sessionRefusedText(sessionRefusalCodes.expired)).toBe('Sessão expirada.');
  });
  it("says 'Entre novamente na sua conta.' for any other refusal, a missing code included", () => {
    for (const code of [sessionRefusalCodes.invalid, null, undefined, 'outro']) {
      expect(sessionRefusedText(code)).toBe(authTexts.signInAgain);
    }
    expect(authTexts.signInAgain).toBe('Entre novamente na sua conta.');
  });
});
