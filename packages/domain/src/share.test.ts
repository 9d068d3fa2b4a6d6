import { describe, expect, it } from 'vitest';
import { percentOfTotal } from './share';

describe('percentOfTotal', () => {
  it('is 0,0% when there is nothing to share', () => {
    expect(percentOfTotal(0, 0)).toBe('0,0%');
    expect(percentOfTotal(5, 0)).toBe('0,0%');
    expect(percentOfTotal(5, -1)).toBe('0,0%');
    expect(percentOfTotal(Number.NaN, 10)).toBe('0,0%');
    expect(percentOfTotal(1, Number.POSITIVE_INFINITY)).toBe('0,0%');
  });

  it('covers the whole and none of it', () => {
    expect(percentOfTotal(18, 18)).toBe('100,0%');
    expect(percentOfTotal(0, 18)).toBe('0,0%');
  });

  it('keeps one decimal with the pt-BR comma', () => {
    expect(percentOfTotal(9, 18)).toBe('50,0%');
    expect(percentOfTotal(6, 18)).toBe('33,3%');
    expect(percentOfTotal(2, 18)).toBe('11,1%');
    expect(percentOfTotal(2, 3)).toBe('66,7%');
  });

  it('rounds a half up and smaller remainders down', () => {
    expect(percentOfTotal(1, 16)).toBe('6,3%');
    expect(percentOfTotal(1, 2000)).toBe('0,1%');
    expect(percentOfTotal(1, 3000)).toBe('0,0%');
    expect(percentOfTotal(1999, 2000)).toBe('100,0%');
  });

  it('groups thousands like the rest of the pt-BR numbers', () => {
    expect(percentOfTotal(25, 1)).toBe('2.500,0%');
  });
});
