/** A letter and the accented forms a search for it also finds: 'comercio' finds 'Comércio'. */
const accentForms: Readonly<Record<string, string>> = {
  a: 'aàáâãäå',
  c: 'cç',
  e: 'eèéêë',
  i: 'iìíîï',
  n: 'nñ',
  o: 'oòóôõö',
  u: 'uùúûü',
  y: 'yýÿ',
};

/** What the list filters and groups (MultiSelect's options). */
export interface ListedOption {
  value: string;
  label: string;
  group?: string;
}

export interface GroupHeading {
  heading: string;
}

export type ListRow<T extends ListedOption> = GroupHeading | T;

export const isHeading = (row: GroupHeading | ListedOption): row is GroupHeading => 'heading' in row;

/** The typed term without surrounding spaces, accents or capitals. */
export function foldTerm(term: string): string {
  return term
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A case- and accent-insensitive test for a folded term: each of its letters becomes a class of
 * its accented forms, so the options are tested as they are, with no folded copy of 100,000
 * labels to build first.
 */
export function termMatcher(folded: string): (text: string) => boolean {
  const source = Array.from(folded, (char) => {
    const forms = accentForms[char];
    return forms ? `[${forms}]` : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }).join('');
  const pattern = new RegExp(source, 'i');
  return (text) => pattern.test(text);
}

/** The options under their group headings, groups in the order they first appear. */
function groupRows<T extends ListedOption>(options: readonly T[]): ListRow<T>[] {
  const groups = new Map<string, T[]>();
  for (const option of options) {
    const group = option.group ?? '';
    let list = groups.get(group);
    if (!list) {
      list = [];
      groups.set(group, list);
    }
    list.push(option);
  }
  const rows: ListRow<T>[] = [];
  for (const [group, list] of groups) {
    if (group) rows.push({ heading: group });
    for (const option of list) rows.push(option);
  }
  return rows;
}

/**
 * Lists the rows for a typed term: the options whose label or value match it, under their
 * headings. It remembers the last term's matches: while the user types on (the new term contains
 * the last one), only those are tested again, not all the options. The unfiltered rows are kept
 * too, so opening the list again or clearing the text costs nothing.
 */
export function createRowLister<T extends ListedOption>() {
  let last: { options: readonly T[]; term: string; matched: readonly T[] } | null = null;
  let all: { options: readonly T[]; rows: ListRow<T>[] } | null = null;
  return (options: readonly T[], term: string): ListRow<T>[] => {
    const folded = foldTerm(term);
    if (!folded) {
      if (all?.options !== options) all = { options, rows: groupRows(options) };
      last = { options, term: '', matched: options };
      return all.rows;
    }
    const narrowing = last !== null && last.options === options && last.term !== '' && folded.includes(last.term);
    const matches = termMatcher(folded);
    const matched = (narrowing && last ? last.matched : options).filter(
      (option) => matches(option.label) || matches(option.value),
    );
    last = { options, term: folded, matched };
    return groupRows(matched);
  };
}
