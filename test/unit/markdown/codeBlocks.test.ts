import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../../../src/markdown/plugins/codeBlocks.js';

describe('markdown/plugins/codeBlocks', () => {
  it('parses titles, line ranges and line numbers from the fence meta', () => {
    expect(parseCodeMeta('title="app.yaml" {1,3-5} showLineNumbers')).toEqual({
      title: 'app.yaml',
      highlightedLines: new Set([1, 3, 4, 5]),
      showLineNumbers: true,
    });
    expect(parseCodeMeta("title='a b'")).toMatchObject({ title: 'a b' });
    expect(parseCodeMeta('')).toEqual({ title: undefined, highlightedLines: new Set(), showLineNumbers: false });
  });
});
