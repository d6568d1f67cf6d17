import type { Stats } from 'node:fs';
import { readCacheRecord, writeCacheRecord } from '../util/cacheRecord.js';

/** What a scan needs of a Markdown file: the hash of its text and its front matter block. */
export interface SourceFacts {
  key: string;
  head: string;
}

/**
 * A file changed less than this long before a scan began is not recorded: a file system whose
 * clock counts whole seconds (FAT counts two) would give an edit made later in the same
 * seconds the same times.
 */
const TRUST_AFTER_MS = 2000;

/** One file as recorded: its size, times and inode, then what was read from it. */
type Recorded = [size: number, mtimeMs: number, ctimeMs: number, ino: number, key: string, head: string];

/**
 * What the last build read of each Markdown file, by real path, with the file's size, times
 * and inode then. A file whose stat is still the same was not written since, and is not read
 * again: the quick check of make, rsync and git. Its change time cannot be set by tools that
 * copy times (`touch -r`, `cp -p`); its inode changes when another file is moved in its place.
 */
export class KnownSources {
  private readonly previous: Map<string, Recorded>;
  private readonly next = new Map<string, Recorded>();
  private readonly file: string | undefined;
  /** When the scan began: files changed since, or shortly before, are not recorded. */
  private readonly startedAt: number;

  /** `file`: where the record is kept between builds; none for a build that keeps nothing. */
  constructor(options: { file?: string; startedAt?: number } = {}) {
    this.file = options.file;
    this.startedAt = options.startedAt ?? Date.now();
    this.previous = this.file ? readRecord(this.file) : new Map();
  }

  /** What was read from the file at `real` when its stat was the same as `stats`. */
  get(real: string, stats: Stats): SourceFacts | undefined {
    const recorded = this.previous.get(real);
    if (!recorded || !isSame(recorded, stats)) return undefined;
    this.next.set(real, recorded);
    return { key: recorded[4], head: recorded[5] };
  }

  /** Notes what was read from the file at `real`, whose stat before it was read was `stats`. */
  note(real: string, stats: Stats, facts: SourceFacts): void {
    if (Math.max(stats.mtimeMs, stats.ctimeMs) + TRUST_AFTER_MS > this.startedAt) return;
    this.next.set(real, [stats.size, stats.mtimeMs, stats.ctimeMs, stats.ino, facts.key, facts.head]);
  }

  /** Keeps the record of this scan for the next build: the files it read or found unchanged. */
  save(): void {
    if (this.file) writeCacheRecord(this.file, [...this.next]);
  }
}

function isSame(recorded: Recorded, stats: Stats): boolean {
  return recorded[0] === stats.size && recorded[1] === stats.mtimeMs && recorded[2] === stats.ctimeMs && recorded[3] === stats.ino;
}

/** The record kept by the last build; empty when there is none, or it is damaged (its checksum or its shape). */
function readRecord(file: string): Map<string, Recorded> {
  const entries = readCacheRecord(file);
  return Array.isArray(entries) && entries.every(isEntry) ? new Map(entries) : new Map();
}

function isEntry(entry: unknown): entry is [string, Recorded] {
  if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string') return false;
  const recorded: unknown = entry[1];
  return (
    Array.isArray(recorded) &&
    recorded.length === 6 &&
    recorded.slice(0, 4).every((value) => typeof value === 'number') &&
    recorded.slice(4).every((value) => typeof value === 'string')
  );
}
