import { closeSync, fstatSync, openSync, readdirSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { deflateSync, inflateSync } from 'node:zlib';
import { sha1 } from '../util/sha1.js';

/** Where a file's contents lie, deflated (zlib), in a file that holds many: the search index's pack. */
export interface PackedPart {
  file: string;
  offset: number;
  length: number;
  /** SHA-1 of the deflated bytes: parts with the same digest hold the same file. */
  digest: string;
}

/** A file of the output read from a pack. */
export interface PackedFile {
  path: string;
  packed: PackedPart;
}

/**
 * A pack holds many output files in one file of the page store: each file deflated on its own,
 * one after the other, then a deflated header (what the packer keeps with them, and each file's
 * path, deflated length and digest), then the header's length in 4 bytes. It is written as the
 * files are made and read a file at a time, so neither holds them all; the output is written
 * from it (`readPackedFile`).
 */
interface PackHeader<Meta> {
  meta: Meta;
  /**
   * Path, deflated length, the SHA-1 of the deflated bytes (see `PackedPart.digest`), and in a
   * compressed pack the first 16 hex digits of the SHA-1 of the file as it was added
   * (`addedDigest`): the next pack takes the deflated bytes of a file that is the same from this
   * one (`PackWriter.add`).
   */
  files: Array<[string, number, string, string?]>;
}

export interface PackWriter<Meta> {
  /**
   * Deflates and appends a file, or copies its deflated bytes from the previous pack when that
   * holds the same file (whatever its path); returns it as an output file read from the pack.
   * `added` is the contents' `addedDigest`, when the caller has made it already.
   */
  add(filePath: string, contents: string, added?: string): PackedFile;
  /**
   * Appends the file added to the previous pack as `added` (see `addedDigest`), when that pack
   * holds it whole; undefined otherwise, and the file is to be made and added.
   */
  take(filePath: string, added: string): PackedFile | undefined;
  /** Ends the pack and puts it in place of every file of its folder whose name starts with `replacing`. */
  finish(meta: Meta, replacing: string): void;
  /** Removes the unfinished pack. */
  abort(): void;
}

/**
 * Writes a pack under a name of its own, which becomes `file` once it is whole. `level`: zlib's
 * compression level of the files, 1 by default; 0 stores them uncompressed in zlib's format,
 * for a pack that is not kept after the build (compressing then only costs time). `previous`:
 * a pack this one replaces, whose files that stay the same need no compressing again: after a
 * one-page edit to corpus 1000, most of the search index's document files (deflating them took
 * 0.25 s of the index's 1.5 s).
 */
export function packWriter<Meta>(file: string, options: { level?: number; previous?: string } = {}): PackWriter<Meta> {
  const level = options.level ?? 1;
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  const fd = openSync(temporary, 'w');
  const earlier = level > 0 && options.previous ? openEarlier(options.previous) : undefined;
  let open = true;
  /** Closes this pack's file and the earlier pack's, once: `abort` may follow a `finish` that failed. */
  const close = () => {
    if (!open) return;
    open = false;
    earlier?.close();
    closeSync(fd);
  };
  const files: PackHeader<Meta>['files'] = [];
  let offset = 0;
  const append = (filePath: string, bytes: Buffer, digest: string, added: string | undefined): PackedFile => {
    writeAll(fd, bytes);
    files.push(added ? [filePath, bytes.length, digest, added] : [filePath, bytes.length, digest]);
    const packed = { file, offset, length: bytes.length, digest };
    offset += bytes.length;
    return { path: filePath, packed };
  };
  return {
    add(filePath, contents, added) {
      const same = level > 0 ? (added ?? addedDigest(contents)) : undefined;
      const taken = same === undefined ? undefined : earlier?.take(same);
      const bytes = taken?.bytes ?? deflateSync(contents, { level });
      return append(filePath, bytes, taken?.digest ?? sha1(bytes), same);
    },
    take(filePath, added) {
      const taken = earlier?.take(added);
      return taken && append(filePath, taken.bytes, taken.digest, added);
    },
    finish(meta, replacing) {
      const header = deflateSync(JSON.stringify({ meta, files } satisfies PackHeader<Meta>));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(header.length);
      writeAll(fd, Buffer.concat([header, length]));
      close();
      const dir = path.dirname(file);
      for (const name of readdirSync(dir)) {
        if (name.startsWith(replacing) && name !== path.basename(temporary)) rmSync(path.join(dir, name), { force: true });
      }
      renameSync(temporary, file);
    },
    abort() {
      close();
      rmSync(temporary, { force: true });
    },
  };
}

/**
 * Names a file as added to a pack. 64 bits: two different files of one index would share one
 * with a chance of about 10^-12 at 10,000 files, and each costs the cache about 10 bytes (the
 * full 40 digits grew the Hexagon site's cache by 477 bytes).
 */
export function addedDigest(contents: string): string {
  return sha1(contents).slice(0, 16);
}

/**
 * The files of an earlier pack by the digest of what was added: `take` gives one's deflated
 * bytes, with their digest, when they still match it; undefined otherwise, and for a pack that
 * cannot be read (the file is deflated again).
 */
function openEarlier(file: string): { take(added: string): { bytes: Buffer; digest: string } | undefined; close(): void } | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const parts = new Map<string, { offset: number; length: number; digest: string }>();
    let offset = 0;
    const { header, partsEnd } = readHeader(fd);
    for (const [, length, digest, added] of header.files) {
      if (added) parts.set(added, { offset, length, digest });
      offset += length;
    }
    const open = fd;
    // The bytes read last: a new pack takes the earlier one's parts mostly in the order they
    // were written, so one read serves many (corpus 1000's index took 1,600 reads, 57 ms, one by one).
    let window: { start: number; bytes: Buffer } = { start: 0, bytes: Buffer.alloc(0) };
    const readPart = (at: number, length: number): Buffer => {
      if (at < window.start || at + length > window.start + window.bytes.length) {
        window = { start: at, bytes: readAt(open, at, Math.min(partsEnd - at, Math.max(length, READ_WINDOW))) };
      }
      return window.bytes.subarray(at - window.start, at - window.start + length);
    };
    return {
      take(added) {
        const part = parts.get(added);
        if (!part) return undefined;
        try {
          const bytes = readPart(part.offset, part.length);
          return sha1(bytes) === part.digest ? { bytes, digest: part.digest } : undefined;
        } catch {
          return undefined;
        }
      },
      close: () => closeSync(open),
    };
  } catch {
    if (fd !== undefined) closeSync(fd);
    return undefined;
  }
}

/** Bytes of an earlier pack read at a time. */
const READ_WINDOW = 1 << 20;

/** A pack's header, and where its files end: the header follows them. */
function readHeader<Meta>(fd: number): { header: PackHeader<Meta>; partsEnd: number } {
  const size = fstatSync(fd).size;
  const headerLength = readAt(fd, size - 4, 4).readUInt32BE(0);
  const partsEnd = size - 4 - headerLength;
  return { header: JSON.parse(inflateSync(readAt(fd, partsEnd, headerLength)).toString('utf8')) as PackHeader<Meta>, partsEnd };
}

/**
 * A pack's files and what was kept with them, when the pack is whole: a damaged or truncated
 * one (a part that no longer matches its digest) gives undefined.
 */
export function readPack<Meta>(file: string): { meta: Meta; files: PackedFile[] } | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const { header, partsEnd } = readHeader<Meta>(fd);
    const files: PackedFile[] = [];
    let offset = 0;
    for (const [filePath, length, digest] of header.files) {
      if (sha1(readAt(fd, offset, length)) !== digest) return undefined;
      files.push({ path: filePath, packed: { file, offset, length, digest } });
      offset += length;
    }
    return offset === partsEnd ? { meta: header.meta, files } : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The contents of one file of a pack. */
export function readPackedFile({ file, offset, length }: PackedPart): Buffer {
  const fd = openSync(file, 'r');
  try {
    return inflateSync(readAt(fd, offset, length));
  } finally {
    closeSync(fd);
  }
}

function readAt(fd: number, position: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  if (position < 0 || readSync(fd, bytes, 0, length, position) !== length) throw new Error(`Unexpected end of a pack file at byte ${position + length}`);
  return bytes;
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
}
