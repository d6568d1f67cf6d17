import { createHash } from 'node:crypto';

/** SHA-1 in hex: names a source text in the page store, and checks cache entries, packs and records. */
export function sha1(text: string | Buffer): string {
  return createHash('sha1').update(text).digest('hex');
}
