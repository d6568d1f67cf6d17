import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { sha1 } from './sha1.js';

/**
 * A record a build keeps in the cache for the next one (what it wrote, what it read): a line
 * with the SHA-1 of the rest, then the value as deflated JSON. It is written under a name of
 * its own and renamed, so a build killed meanwhile leaves the previous record whole.
 */
export function writeCacheRecord(file: string, value: unknown): void {
  try {
    const body = deflateRawSync(JSON.stringify(value), { level: 1 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, Buffer.concat([Buffer.from(`${sha1(body)}\n`), body]));
    renameSync(temporary, file);
  } catch {
    // Only a speed-up: a cache folder that cannot be written costs the next build the record.
  }
}

/** The value of a record; undefined when there is none, or it fails its checksum. Its shape is the reader's to check. */
export function readCacheRecord(file: string): unknown {
  try {
    const bytes = readFileSync(file);
    const newline = bytes.indexOf(10);
    const body = bytes.subarray(newline + 1);
    if (newline !== 40 || bytes.subarray(0, newline).toString('latin1') !== sha1(body)) return undefined;
    return JSON.parse(inflateRawSync(body).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
