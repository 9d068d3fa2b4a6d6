import { describe, expect, it } from 'vitest';
import { onFirstUse } from './first-use';

describe('onFirstUse', () => {
  it('makes the value only when first asked for, then always hands back that one', () => {
    let made = 0;
    const value = onFirstUse(() => {
      made += 1;
      return { made };
    });
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is falsy', () => {
    let made = 0;
    const zero = onFirstUse(() => {
      made += 1;
      return 0;
    });
    expect([zero(), zero()]).toEqual([0, 0]);
    expect(made).toBe(1);
  });
});
