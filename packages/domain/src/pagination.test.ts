import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems, showingText } from './pagination';

const render = (current: number, pages: number) =>
  pagerItems(current, pages)
    .map((item) => (item.kind === 'page' ? String(item.page + 1) : '…'))
    .join(' ');

describe('pageCount', () => {
  it('rounds up and is 0 for an empty list', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('pagerItems', () => {
  it('shows nothing without pages', () => {
    expect(pagerItems(0, 0)).toEqual([]);
  });
  it('shows every page when there are few', () => {
    expect(render(0, 1)).toBe('1');
    expect(render(2, 5)).toBe('1 2 3 4 5');
    expect(render(0, 7)).toBe('1 2 3 … 7');
  });
  it('keeps first and last with two neighbours and ellipses', () => {
    expect(render(9, 20)).toBe('1 … 8 9 10 11 12 … 20');
    expect(render(0, 20)).toBe('1 2 3 … 20');
    expect(render(19, 20)).toBe('1 … 18 19 20');
  });
  it('shows the single page a gap would hide instead of an ellipsis', () => {
    expect(render(3, 10)).toBe('1 2 3 4 5 6 … 10');
    expect(render(6, 10)).toBe('1 … 5 6 7 8 9 10');
  });
  it('clamps a page beyond the end', () => {
    expect(render(50, 3)).toBe('1 2 3');
  });
});

describe('showingText', () => {
  it('reads like the spec', () => {
    expect(showingText(0, 20, 45)).toBe('Mostrando 1 a 20 de 45');
    expect(showingText(2, 20, 45)).toBe('Mostrando 41 a 45 de 45');
    expect(showingText(0, 20, 0)).toBe('Mostrando 0 a 0 de 0');
  });
});
