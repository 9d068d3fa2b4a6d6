/**
 * Display masks: `9` takes a digit, `A` a letter or digit (uppercased), anything else is a literal
 * inserted by the mask. The same pattern serves the MaskedField and the format helpers.
 */
export const masks = {
  /** Numeric CNPJs ('99.999.999/9999-99') are the alphanumeric pattern with digits only. */
  cnpj: 'AA.AAA.AAA/AAAA-99',
  cnae: '9999-9/99',
} as const;
export type MaskName = keyof typeof masks;
export const maskNames = Object.keys(masks) as MaskName[];

function accepts(slot: string, char: string): boolean {
  if (slot === '9') return /[0-9]/.test(char);
  if (slot === 'A') return /[0-9A-Z]/.test(char);
  return false;
}

const isSlot = (char: string) => char === '9' || char === 'A';

/** The raw value a mask keeps: characters that fit its slots, in order, uppercased; the rest dropped. */
export function unmask(value: string, pattern: string): string {
  const slots = [...pattern].filter(isSlot);
  let raw = '';
  for (const char of value.toUpperCase()) {
    const slot = slots[raw.length];
    if (slot === undefined) break;
    if (accepts(slot, char)) raw += char;
  }
  return raw;
}

/** Applies the mask to a raw value; literals appear only before a following character ('12.3', not '12.3.'). */
export function applyMask(raw: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= raw.length) break;
    if (isSlot(slot)) {
      out += raw[index];
      index += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

/** Where the caret goes after `count` raw characters in the masked text. */
export function caretAfter(rawCount: number, pattern: string): number {
  if (rawCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < pattern.length; i++) {
    if (isSlot(pattern[i] ?? '')) {
      seen += 1;
      if (seen === rawCount) return i + 1;
    }
  }
  return pattern.length;
}
