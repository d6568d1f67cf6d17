import { parseMarkdown } from '../../../src/markdown/processor.js';

/** The error parsing `markdown` as `docs/deep.md` gives; the parse must fail. */
export function parseError(markdown: string): unknown {
  try {
    parseMarkdown(markdown, 'docs/deep.md');
  } catch (error) {
    return error;
  }
  throw new Error('expected parsing to fail');
}
