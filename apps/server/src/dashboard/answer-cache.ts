import { createHash } from 'node:crypto';

interface Entry {
  /** The data version and day the value was computed for. */
  stamp: string;
  value: Promise<unknown>;
  weight: number;
}

/**
 * Answers kept in process under the data version they were read at (issue 27): the dashboard's
 * aggregates cost 40–55 ms of SQL at 100,000 companies, and most reads find nothing changed. The
 * stamp is the database's data version (read by the request's guard, migration 0012) and the day,
 * so a write on any instance moves it and the next read computes again: never stale, without any
 * message between instances. One entry per scope (a new stamp replaces the old), least recently
 * used first out past `maxWeight` (an entry weighs 1 + its rows). Callers that arrive while a
 * value is being computed share it; a failure is not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(private readonly maxWeight: number) {}

  read<T>(scope: string, stamp: string, compute: () => Promise<T>, weigh: (value: T) => number): Promise<T> {
    const found = this.entries.get(scope);
    if (found?.stamp === stamp) {
      // Most recently used last: the Map keeps insertion order.
      this.entries.delete(scope);
      this.entries.set(scope, found);
      return found.value as Promise<T>;
    }
    if (found) this.remove(scope, found);
    const value = compute();
    const entry: Entry = { stamp, value, weight: 1 };
    this.entries.set(scope, entry);
    this.total += 1;
    value.then(
      (result) => {
        if (this.entries.get(scope) !== entry) return;
        const weight = 1 + weigh(result);
        this.total += weight - entry.weight;
        entry.weight = weight;
        this.evict();
      },
      () => {
        if (this.entries.get(scope) === entry) this.remove(scope, entry);
      },
    );
    return value;
  }

  /** How many scopes are kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  private remove(scope: string, entry: Entry): void {
    this.entries.delete(scope);
    this.total -= entry.weight;
  }

  private evict(): void {
    for (const [scope, entry] of this.entries) {
      if (this.total <= this.maxWeight || this.entries.size <= 1) return;
      this.remove(scope, entry);
    }
  }
}

/** A short, fixed-length name for a list of ids (a USER's assigned companies can be thousands). */
export function idsKey(ids: readonly number[] | null): string {
  if (ids === null) return '*';
  return createHash('sha256').update(ids.join(',')).digest('base64url').slice(0, 22);
}
