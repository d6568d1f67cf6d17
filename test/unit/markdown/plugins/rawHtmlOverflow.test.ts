import { describe, expect, it, vi } from 'vitest';
import { parseMarkdown } from '../../../../src/markdown/processor.js';

// Parsing raw HTML recurses once per level of the whole tree: a stack that runs out there is
// the content's problem, named as such. Here every parse of raw HTML runs out of stack.
vi.mock('hast-util-raw', () => ({
  raw: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

describe('raw HTML that overflows the stack while it is parsed', () => {
  it('is reported as nested too deep, with the file', () => {
    let thrown: unknown;
    try {
      parseMarkdown('<div>Shallow.</div>\n', 'docs/deep.md');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ name: 'HexsiteError', message: 'Unexpected HTML nested too deep to parse', file: 'docs/deep.md', ruleId: 'nesting-too-deep' });
  });
});
