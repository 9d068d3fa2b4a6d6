import { foldText } from '@product/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../accounts/queries';

// Accent- and case-insensitive search without the `unaccent` extension (PGlite
// does not ship it): the column is folded in SQL with lower() and translate()
// over the Portuguese accented letters (upper case too, since lower() of a
// C-locale database leaves non-ASCII letters alone), and the search term is
// folded the same way in JavaScript.
const accented = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const plain = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** The search term as the folded column holds it (lower case, no accents): the domain's rule, which the mocks share. */
export { foldText };

/** `column` contains `term`, ignoring case and accents; `%` and `_` in the term are literal. */
export function containsFolded(column: PgColumn, term: string): SQL {
  // The letters are written into the statement, not bound: the expression then equals the one
  // PostgreSQL's trigram indexes hold (migration 0007), which lets the planner use them.
  return sql`translate(lower(${column}), ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)}) like ${`%${escapeLike(foldText(term))}%`}`;
}
