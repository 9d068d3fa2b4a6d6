/** Page sizes offered by every list (spec 1 §9). */
export const pageSizeOptions = [10, 20, 40, 60, 80, 100, 150, 200] as const;
export type PageSize = (typeof pageSizeOptions)[number];
export const defaultPageSize: PageSize = 20;
/** Debounce of list searches, in milliseconds (spec 1 §9). */
export const searchDebounceMs = 1000;

/** Pages are numbered from 0 on the wire and in the URL; people see them from 1. */
export function pageCount(total: number, limit: number): number {
  if (total <= 0 || limit <= 0) return 0;
  return Math.ceil(total / limit);
}

export type PagerItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' };

/**
 * The pager's buttons (spec 1 §9): the first and last pages, two neighbours on
 * each side of the current one, and an ellipsis where pages are skipped.
 * A gap of exactly one page shows that page instead of an ellipsis.
 */
export function pagerItems(current: number, pages: number, neighbours = 2): PagerItem[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(current, 0), pages - 1);
  const from = Math.max(0, page - neighbours);
  const to = Math.min(pages - 1, page + neighbours);
  const items: PagerItem[] = [];
  if (from > 0) items.push({ kind: 'page', page: 0 });
  if (from === 2) items.push({ kind: 'page', page: 1 });
  else if (from > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p });
  if (to === pages - 3) items.push({ kind: 'page', page: pages - 2 });
  else if (to < pages - 3) items.push({ kind: 'ellipsis', key: 'end' });
  if (to < pages - 1) items.push({ kind: 'page', page: pages - 1 });
  return items;
}

/** 'Mostrando X a Y de Z' (spec 1 §9), for a 0-based page. */
export function showingText(page: number, limit: number, total: number): string {
  if (total <= 0) return 'Mostrando 0 a 0 de 0';
  const from = Math.min(page * limit + 1, total);
  const to = Math.min((page + 1) * limit, total);
  return `Mostrando ${from} a ${to} de ${total}`;
}
