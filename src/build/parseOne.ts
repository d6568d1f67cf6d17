import { parseMarkdown } from '../markdown/processor.js';
import type { ParsedPage } from '../markdown/types.js';

/** A batch of files to parse, and what comes back: a page per file, or where it failed. */
export type ParseRequest = Array<{ file: string; raw: string }>;
export type ParseResponse = Array<ParseResult>;
export type ParseResult = { file: string; page?: ParsedPage; error?: { message: string; line?: number; column?: number } };

/** Parses one file, turning a parser exception into data that can cross a thread boundary. */
export function parseOne(file: string, raw: string): ParseResult {
  try {
    return { file, page: parseMarkdown(raw, file) };
  } catch (error) {
    const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
    return { file, error: { message: (error as Error).message, line: place?.start?.line ?? place?.line, column: place?.start?.column ?? place?.column } };
  }
}
