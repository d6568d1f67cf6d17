import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderTask } from './renderRoute.js';
import { assertWriting } from './writeOutput.js';

/** What was written for one page by the previous build into the same output folder. */
interface Written {
  /** Hash of everything the page was rendered from. */
  fingerprint: string;
  /** Its HTML file, with its size and modification time when written: an edited file is not reused. */
  file: string;
  size: number;
  mtimeMs: number;
}

/**
 * Pages of the previous build that can stand again as they are. A page is a function of its
 * render task (page data, content key, link rewrites) and of the site-wide render set-up
 * (chrome, assets, hexsite's code, through the store folder's name); when that fingerprint is
 * unchanged and its files in the previous output are as that build wrote them, they are
 * hard-linked into the new output instead of rendered again. Most pages of a rebuild qualify.
 */
export class OutputReuse {
  private readonly previous: Record<string, Written>;
  private readonly next: Record<string, Written> = {};
  private readonly manifest: string;
  private readonly setupHash: string;

  /** `stateDir`: a folder kept between builds (the cache); `outDir`: the output folder. */
  constructor(options: { stateDir: string; outDir: string; setup: unknown }) {
    this.manifest = path.join(options.stateDir, `output-${hash(options.outDir).slice(0, 12)}.json`);
    this.setupHash = hash(JSON.stringify(options.setup));
    this.previous = readManifest(this.manifest);
  }

  /** The fingerprint of a page's render. */
  fingerprintOf(task: RenderTask): string {
    return hash(this.setupHash + JSON.stringify(task));
  }

  /**
   * Links the page's file from the previous output into `newDir` when it can stand again and
   * returns its size in bytes; null when the page must be rendered.
   */
  tryReuse(options: { permalink: string; fingerprint: string; outDir: string; newDir: string }): number | null {
    const written = this.previous[options.permalink];
    if (!written || written.fingerprint !== options.fingerprint) return null;
    const stat = lstatSync(path.join(options.outDir, written.file), { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size !== written.size || stat.mtimeMs !== written.mtimeMs) return null;
    const target = path.join(options.newDir, written.file);
    assertWriting();
    mkdirSync(path.dirname(target), { recursive: true });
    linkOrCopy(path.join(options.outDir, written.file), target);
    return written.size;
  }

  /** Notes the file of a page in the new output, once it is written. */
  record(options: { permalink: string; fingerprint: string; dir: string; file: string }): void {
    const { size, mtimeMs } = lstatSync(path.join(options.dir, options.file));
    this.next[options.permalink] = { fingerprint: options.fingerprint, file: options.file, size, mtimeMs };
  }

  /** Keeps what this build wrote, for the next one. */
  save(): void {
    try {
      writeFileSync(this.manifest, JSON.stringify(this.next));
    } catch {
      // Only a speed-up: a cache folder that cannot be written costs the next build its reuse.
    }
  }
}

/** A hard link costs nothing; file systems without them get a copy. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

function readManifest(file: string): Record<string, Written> {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, Written>) : {};
  } catch {
    return {};
  }
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
