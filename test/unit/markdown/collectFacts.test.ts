import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../src/markdown/processor.js';

describe('markdown/collectFacts', () => {
  it('keeps the start of a long first paragraph only, so the parsed facts stay small', () => {
    const page = parseMarkdown(`# Title\n\n${'word '.repeat(5_000)}\n`);
    expect(page.firstParagraph?.length).toBeLessThanOrEqual(1000);
    expect(page.firstParagraph).toMatch(/^word word/);
    expect(parseMarkdown('Short *first* paragraph.\n\nSecond.\n').firstParagraph).toBe('Short first paragraph.');
  });
});
