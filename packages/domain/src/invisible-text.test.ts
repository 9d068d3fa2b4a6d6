import { describe, expect, it } from 'vitest';
import { neutralizeInvisibleText } from './invisible-text';

describe('neutralizeInvisibleText', () => {
  const bidi = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E'];
  const isolates = ['\u2066', '\u2067', '\u2068', '\u2069'];

  const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

  it.each([...bidi, ...isolates, '\uFEFF'].map((char) => [hex(char), char]))('removes %s', (_, char) => {
    expect(neutralizeInvisibleText(`Padaria${char} Sol${char}`)).toBe('Padaria Sol');
  });

  it.each(['\u0085', '\u2028', '\u2029'].map((char) => [hex(char), char]))('replaces %s with a space', (_, char) => {
    expect(neutralizeInvisibleText(`Padaria${char}Sol${char}`)).toBe('Padaria Sol ');
  });

  it('leaves other text alone: tab, line feed, accents, Arabic and Hebrew, emoji joiners', () => {
    const text = 'Ação\tlinha\r\nمرحبا שלום 👩\u200D💻 e\u0301';
    expect(neutralizeInvisibleText(text)).toBe(text);
  });
});
