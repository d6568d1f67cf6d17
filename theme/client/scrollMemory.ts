/** How the page being shown was reached. */
export type Arrival = 'push' | 'pop' | 'hash';

/** Where the window scrolls once a page is shown. */
export type ScrollTarget = { type: 'position'; y: number } | { type: 'anchor'; id: string } | { type: 'top' } | { type: 'stay' };

/**
 * Where to scroll after a history step. Back and Forward return to where the reader was on
 * that entry; otherwise a `#hash` scrolls to its anchor, a new page starts at the top, and a
 * step within one page without a remembered place leaves the scroll alone.
 */
export function scrollTargetOf(options: { arrival: Arrival; hash: string; saved: number | undefined; samePage: boolean }): ScrollTarget {
  const { arrival, hash, saved, samePage } = options;
  if (arrival === 'pop' && saved !== undefined) return { type: 'position', y: saved };
  const id = decodeHash(hash);
  if (id) return { type: 'anchor', id };
  if (samePage && arrival !== 'push') return { type: 'stay' };
  return { type: 'top' };
}

/** A URL hash's id, decoded; as written when it holds a malformed escape (`#%ZZ`). */
export function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** How many entries' positions are kept: older ones are forgotten first. */
const LIMIT = 100;

/**
 * The scroll position of each history entry, by the key the router puts in the entry's state.
 * It outlives the document in session storage, so Back to an entry of an earlier document
 * (after a full load in between) still finds its place.
 */
export class ScrollMemory {
  private positions: Map<string, number>;

  constructor(saved: Record<string, number> = {}) {
    this.positions = new Map(Object.entries(saved).filter(([, y]) => typeof y === 'number' && Number.isFinite(y)));
  }

  set(key: string, y: number): void {
    this.positions.delete(key);
    this.positions.set(key, Math.max(0, Math.round(y)));
    if (this.positions.size > LIMIT) this.positions.delete(this.positions.keys().next().value as string);
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries(this.positions);
  }
}

/** A new key for a history entry. */
export function createEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Whether two URLs show the same page: only the `#hash` may differ. */
export function samePage(a: URL, b: URL): boolean {
  return a.pathname === b.pathname && a.search === b.search;
}
