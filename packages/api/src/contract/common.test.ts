import { maxSerial } from '@product/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { accountIdParam } from './accounts';
import { catalogueIdParam } from './cnaes';
import {
  controlCharacterField,
  controlCharacters,
  controlCharactersMessage,
  listQuery,
  pathId,
  queryInt,
} from './common';

const looseIds = [
  '0x1',
  '0X1',
  '0b1',
  '0o1',
  '+1',
  '-1',
  '1e3',
  '1E3',
  '1.0',
  '1.',
  '.1',
  '01',
  '00',
  '0',
  ' 1',
  '1 ',
  '\t1',
  '1\n',
  '\n1',
  '1\u0000',
  '1_000',
  '١',
  'Infinity',
  'NaN',
  '',
  'abc',
];

const messagesOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('pathId', () => {
  const id = pathId('ID inválido.');

  it('reads plain decimal digits as the number', () => {
    expect(z.parse(id, '1')).toBe(1);
    expect(z.parse(id, '42')).toBe(42);
    expect(z.parse(id, '1000')).toBe(1000);
    expect(z.parse(id, String(maxSerial))).toBe(2_147_483_647);
  });

  it.each(looseIds)('refuses %j with the given message', (value) => {
    expect(messagesOf(id, value)).toEqual(['ID inválido.']);
  });

  it('refuses what is not a string (the path gives strings; undefined is a missing parameter)', () => {
    for (const value of [1, undefined, null, ['1'], { id: '1' }])
      expect(messagesOf(id, value)).toEqual(['ID inválido.']);
  });

  it('reads well-formed ids beyond the int range as 0, an id no row has (the server answers 404)', () => {
    for (const value of ['2147483648', '9999999999', '99999999999', '9007199254740993', '9'.repeat(400)]) {
      expect(z.parse(id, value)).toBe(0);
    }
  });

  it('builds both id params, each with its own message', () => {
    expect(z.parse(catalogueIdParam, { id: '7' })).toEqual({ id: 7 });
    expect(z.parse(accountIdParam, '7')).toBe(7);
    for (const value of looseIds) {
      expect(messagesOf(catalogueIdParam, { id: value })).toEqual(['ID inválido.']);
      expect(messagesOf(accountIdParam, value)).toEqual(['ID de cliente inválido.']);
    }
    expect(z.parse(catalogueIdParam, { id: '2147483648' })).toEqual({ id: 0 });
    expect(z.parse(accountIdParam, '2147483648')).toBe(0);
  });
});

describe('queryInt and listQuery', () => {
  const page = queryInt('Página inválida', 0, 100);

  it('reads plain digits (leading zeros too), and numbers as they are', () => {
    expect(z.parse(page, '0')).toBe(0);
    expect(z.parse(page, '7')).toBe(7);
    expect(z.parse(page, '007')).toBe(7);
    expect(z.parse(page, 7)).toBe(7);
  });

  it('reads an empty parameter as 0, as coercion always did', () => {
    expect(z.parse(page, '')).toBe(0);
    expect(messagesOf(queryInt('Limite inválido', 1, 100), '')).toEqual(['Limite inválido']);
  });

  it.each(['0x1', '+1', '-1', '1e1', '1.0', '1.5', ' 1', '1 ', '1\n', 'abc', 'Infinity', '١'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(page, value)).toEqual(['Página inválida']);
    },
  );

  it('refuses numbers out of bounds or not whole', () => {
    for (const value of ['101', 101, -1, 1.5, Number.NaN]) expect(messagesOf(page, value)).toEqual(['Página inválida']);
  });

  it('keeps the defaults of an absent page and limit, and refuses hex and exponents', () => {
    expect(z.parse(listQuery, {})).toEqual({ page: 0, limit: 20 });
    expect(z.parse(listQuery, { page: '2', limit: '50' })).toEqual({ page: 2, limit: 50 });
    expect(messagesOf(listQuery, { page: '0x1' })).toEqual(['Página inválida']);
    expect(messagesOf(listQuery, { limit: '1e2' })).toEqual(['Limite inválido']);
  });
});

describe('control characters', () => {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  it('matches C0 controls but tab, line feed and carriage return, DEL, and NEL', () => {
    const refused = [
      ...Array.from({ length: 9 }, (_, code) => code),
      0x0b,
      0x0c,
      ...Array.from({ length: 18 }, (_, index) => 0x0e + index),
      0x7f,
      0x85,
    ];
    for (let code = 0; code <= 0xa0; code += 1) {
      expect(controlCharacters.test(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        refused.includes(code),
      );
    }
    expect(controlCharacters.test('São Paulo — ação 😀')).toBe(false);
  });

  it('matches the bidi controls, the BOM and the line separators, and no other format character', () => {
    const refused = [0x061c, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e];
    refused.push(0x2066, 0x2067, 0x2068, 0x2069, 0xfeff);
    // Arabic, General Punctuation and the specials block: where format characters live.
    const blocks = [...range(0x0600, 0x06ff), ...range(0x2000, 0x206f), ...range(0xfe00, 0xffff)];
    for (const code of blocks) {
      expect(controlCharacters.test(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        refused.includes(code),
      );
    }
    // Zero-width joiners build emoji and scripts: they pass.
    expect(controlCharacters.test('👩\u200D💻 \u200B\u200C')).toBe(false);
  });

  it('finds the first control character of a value: strings, nested fields, keys', () => {
    expect(controlCharacterField('ok')).toBeNull();
    expect(controlCharacterField({ name: 'Linha 1\n\tLinha 2\r\n', tags: [{ id: 1 }], on: true, n: null })).toBeNull();
    expect(controlCharacterField('a\u0000')).toBe('');
    expect(controlCharacterField({ name: 'a\u0000b' })).toBe('name');
    expect(controlCharacterField({ tags: [{ tag: 'ok' }, { tag: '\u007f' }] })).toBe('tags.1.tag');
    expect(controlCharacterField({ tags: ['ok', 'x\u001b'] })).toBe('tags.1');
    expect(controlCharacterField({ a: { 'b\u0001': 1 } })).toBe('a');
    expect(controlCharacterField({ 'x\u0000': 1 })).toBe('');
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(controlCharacterField(deep)?.split('.')).toHaveLength(200_000);
    expect(controlCharacterField(JSON.parse(`${'['.repeat(200_000)}"ok"${']'.repeat(200_000)}`))).toBeNull();
  });

  it('words the message with the field, or without one', () => {
    expect(controlCharactersMessage('name')).toBe('Caracteres de controle não são permitidos: name');
    expect(controlCharactersMessage('')).toBe('Caracteres de controle não são permitidos.');
    expect(controlCharactersMessage('x'.repeat(500))).toBe(
      `Caracteres de controle não são permitidos: ${'x'.repeat(80)}…`,
    );
  });
});
