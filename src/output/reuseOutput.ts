import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readCacheRecord, writeCacheRecord } from '../util/cacheRecord.js';
import { isSystemError } from '../errors/systemError.js';
import { sha1 } from '../util/sha1.js';
import type { OutputFile } from './outputFile.js';
import { linkPreviousFile } from './outputFiles.js';

/**
 * A file the previous build wrote into the same output folder, with its size and modification
 * time then: an edited file is not reused.
 */
interface Written {
  file: string;
  size: number;
  mtimeMs: number;
}

/**
 * What the previous build wrote: pages by permalink, each with a hash of everything it was
 * rendered from; other files by what they hold (`fileFingerprint`); and a hash of each page's
 * HTML by permalink, React pages included.
 */
interface Manifest {
  pages: Record<string, Written & { fingerprint: string }>;
  files: Record<string, Written>;
  digests: Record<string, string>;
}

/** A page planned for the output, as reuse reads it (the pipeline's `PlannedPage`): a React page has no task. */
export interface PlannedFile {
  route: { page: { permalink: string } };
  /** Output path relative to the output folder. */
  file: string;
  task?: object;
  fingerprint?: string;
}

/** The pages planned for the output (the pipeline's `RenderPlan`). */
export interface PlannedFiles<Page extends PlannedFile> {
  pages: Page[];
  /** A React page's HTML. */
  reactHtml(page: Page): string;
}

/**
 * Pages and files of the previous build that can stand again as they are: when they are
 * unchanged and as that build wrote them in the previous output, they are hard-linked into the
 * new output instead of rendered or written again. Most of a rebuild qualifies.
 *
 * A page is a function of its render task (page data, content key, link rewrites) and of the
 * site-wide render set-up (chrome, assets, hexsite's code, through the store folder's name):
 * its fingerprint hashes both. A file other than a page (the search index, a copy) is known by
 * its contents, whatever its path: a search file renamed for a new index version still stands.
 */
export class OutputReuse {
  /** The previous build's record: null when there is none, or it could not be read. */
  private readonly previous: Manifest | null;
  private readonly next: Manifest = { pages: {}, files: {}, digests: {} };
  private readonly manifest: string;
  private readonly outDir: string;
  private readonly setupHash: string;

  /** `stateDir`: a folder kept between builds (the cache); `outDir`: the output folder. */
  constructor(options: { stateDir: string; outDir: string; setup: unknown }) {
    this.manifest = path.join(options.stateDir, `output-${sha1(options.outDir).slice(0, 12)}.z`);
    this.outDir = options.outDir;
    this.setupHash = sha1(JSON.stringify(options.setup));
    this.previous = readManifest(this.manifest);
  }

  /** The fingerprint of a page's render. */
  fingerprintOf(task: object): string {
    return sha1(this.setupHash + JSON.stringify(task));
  }

  /**
   * Links the page's file from the previous output into `newDir` when it can stand again and
   * returns its size in bytes; null when the page must be rendered.
   */
  tryReuse(options: { permalink: string; fingerprint: string; newDir: string }): number | null {
    const written = this.writtenPage(options.permalink, options.fingerprint);
    if (!written) return null;
    const target = path.join(options.newDir, written.file);
    if (!this.linkUnchanged(written, target, { mkdir: true })) return null;
    return written.size;
  }

  /**
   * Notes the hash of a page's HTML in the new output (`undefined`: the page stood again, and its
   * hash stays as it was); returns whether the previous build wrote the same HTML.
   */
  noteDigest(permalink: string, digest: string | undefined): boolean {
    const before = this.previous?.digests[permalink];
    const now = digest ?? before;
    if (now !== undefined) this.next.digests[permalink] = now;
    return digest !== undefined && digest === before;
  }

  /** Notes the file of a page in the new output, once it is written. */
  record(options: { permalink: string; fingerprint: string; dir: string; file: string }): void {
    const { size, mtimeMs } = lstatSync(path.join(options.dir, options.file));
    this.next.pages[options.permalink] = { fingerprint: options.fingerprint, file: options.file, size, mtimeMs };
  }

  /**
   * Puts a file other than a page at `target` (its folder made): a link to the same contents
   * in the previous output when there are any, else what `write` writes. Notes it for the next
   * build and returns its size in bytes. Generated text, which is small and changes with most
   * builds, is always written.
   */
  async writeFile(file: OutputFile, target: string, write: () => Promise<number>): Promise<number> {
    // Known before the write: a copy's source edited meanwhile is not taken for the copy.
    const fingerprint = fileFingerprint(file);
    if (fingerprint === null) return write();
    const written = this.previous?.files[fingerprint];
    if (written && this.linkUnchanged(written, target, { mkdir: false })) {
      // A copy, where the file system has no links, is the same size at a time of its own.
      this.next.files[fingerprint] = { file: file.path, size: written.size, mtimeMs: lstatSync(target).mtimeMs };
      return written.size;
    }
    const size = await write();
    this.next.files[fingerprint] = { file: file.path, size, mtimeMs: lstatSync(target).mtimeMs };
    return size;
  }

  /** How many of the planned Markdown pages the previous build did not render from the same inputs. */
  pagesToRender(plan: { pages: PlannedFile[] }): number {
    return plan.pages.filter((page) => page.task && !this.writtenPage(page.route.page.permalink, page.fingerprint)).length;
  }

  /**
   * Whether the output folder holds exactly what this build would write, as the previous build
   * wrote it: every page and file the same (by fingerprint, or by contents for generated text
   * and React pages), none edited since, and nothing else in the folder. Then it stands as it
   * is, and its size in bytes comes back; otherwise null. React pages are rendered for the
   * comparison only once everything else stands.
   */
  standsAsIs<Page extends PlannedFile>(plan: PlannedFiles<Page>, files: OutputFile[]): number | null {
    if (!this.previous) return null;
    const previous = this.previous;
    const expected = new Set<string>();
    let bytes = 0;
    const stands = (file: string, size: number) => {
      expected.add(file);
      bytes += size;
      return true;
    };
    const asWritten = (written: Written | undefined, file: string) => written !== undefined && written.file === file && this.isAsWritten(written) && stands(file, written.size);
    const holds = (file: string, contents: string | Buffer) => {
      const wanted = typeof contents === 'string' ? Buffer.from(contents) : contents;
      return readFileSync(path.join(this.outDir, file)).equals(wanted) && stands(file, wanted.length);
    };
    try {
      for (const page of plan.pages) {
        if (page.task && !asWritten(this.writtenPage(page.route.page.permalink, page.fingerprint), page.file)) return null;
      }
      for (const file of files) {
        const fingerprint = fileFingerprint(file);
        if (!('contents' in file ? holds(file.path, file.contents) : fingerprint !== null && asWritten(previous.files[fingerprint], file.path))) return null;
      }
      const reactPages = plan.pages.filter((page) => !page.task);
      for (const page of reactPages) expected.add(page.file);
      if (!holdsOnly(this.outDir, expected)) return null;
      for (const page of reactPages) if (!holds(page.file, plan.reactHtml(page))) return null;
    } catch (error) {
      // A file gone or unreadable: the output is written again.
      if (isSystemError(error)) return null;
      throw error;
    }
    return bytes;
  }

  /** Keeps what this build wrote, for the next one. */
  save(): void {
    // Digests only when asked for (`noteDigest`): the record of a plain build stays small.
    const { pages, files, digests } = this.next;
    writeCacheRecord(this.manifest, Object.keys(digests).length ? this.next : { pages, files });
  }

  /** The previous build's record of a page, when it was rendered from the same inputs. */
  private writtenPage(permalink: string, fingerprint: string | undefined): (Written & { fingerprint: string }) | undefined {
    const written = this.previous?.pages[permalink];
    return written && written.fingerprint === fingerprint ? written : undefined;
  }

  /** Whether a file of the previous output is still as that build wrote it. */
  private isAsWritten(written: Written): boolean {
    const stat = lstatSync(path.join(this.outDir, written.file), { throwIfNoEntry: false });
    return Boolean(stat?.isFile() && stat.size === written.size && stat.mtimeMs === written.mtimeMs);
  }

  /** Links a file of the previous output to `target` when it is as that build wrote it. */
  private linkUnchanged(written: Written, target: string, options: { mkdir: boolean }): boolean {
    if (!this.isAsWritten(written)) return false;
    linkPreviousFile(path.join(this.outDir, written.file), target, options);
    return true;
  }
}

/**
 * What a file other than a page holds, as far as it is known without reading it: a part of a
 * pack by its digest, a copy by its source's path, size and modification time (the quick
 * check of make and rsync). Null for generated text.
 */
function fileFingerprint(file: OutputFile): string | null {
  if ('packed' in file) return `packed:${file.packed.digest}`;
  if ('copyFrom' in file) {
    const stat = statSync(file.copyFrom, { throwIfNoEntry: false });
    return stat ? `copy:${file.copyFrom}:${stat.size}:${stat.mtimeMs}` : null;
  }
  return null;
}

/**
 * Whether `dir` holds the files `expected` (paths relative to it, with `/`) and nothing else:
 * no other file, and no folder that holds none of them.
 */
function holdsOnly(dir: string, expected: Set<string>): boolean {
  const folders = new Set<string>();
  for (const file of expected) for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) folders.add(file.slice(0, at));
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isDirectory() ? !folders.has(relative) : !entry.isFile() || !expected.has(relative)) return false;
    if (entry.isFile()) files++;
  }
  return files === expected.size;
}

/** The previous build's record; null when there is none or it is damaged. */
function readManifest(file: string): Manifest | null {
  const value = readCacheRecord(file) as Partial<Manifest> | null | undefined;
  return value?.pages && value.files ? { pages: value.pages, files: value.files, digests: value.digests ?? {} } : null;
}
