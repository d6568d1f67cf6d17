import type { PackedFile } from '../cache/pack.js';

/** A file of the output: generated text, a copy of an existing file, or a part of a pack file. */
export type OutputFile = { path: string; contents: string | Buffer } | { path: string; copyFrom: string } | PackedFile;
