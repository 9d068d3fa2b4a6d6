import { describe, expect, it } from 'vitest';
import { formatDateTime, fromWireDate, isNew, toWireDate } from './dates';

describe('isNew (Novo badge, 30 days)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is new up to exactly 30 days', () => {
    expect(isNew(new Date('2026-10-23T12:00:00Z'), now)).toBe(true);
    expect(isNew(new Date('2026-10-23T11:59:59Z'), now)).toBe(false);
    expect(isNew(now, now)).toBe(true);
  });
});

describe('wire dates', () => {
  it('writes PHP-style UTC dates and reads them back', () => {
    const value = new Date('2026-11-22T02:57:04.123Z');
    const wire = toWireDate(value);
    expect(wire).toEqual({ date: '2026-11-22 02:57:04.123000', timezone_type: 3, timezone: 'UTC' });
    expect(fromWireDate(wire).toISOString()).toBe(value.toISOString());
  });
  it('formats in Portuguese with "às" in Brasília time', () => {
    expect(formatDateTime(new Date('2026-11-22T12:05:00Z'))).toBe('22/11/2026 às 09:05');
  });
});
