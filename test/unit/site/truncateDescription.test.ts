import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, truncateDescription } from '../../../src/site/truncateDescription.js';

describe('site/truncateDescription', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncateDescription('A short description.')).toBe('A short description.');
    expect(truncateDescription('x'.repeat(DESCRIPTION_MAX_LENGTH))).toBe('x'.repeat(DESCRIPTION_MAX_LENGTH));
  });

  it('cuts longer text at the last word boundary within the limit, with an ellipsis', () => {
    expect(truncateDescription('one two three four five', 12)).toBe('one two…');
    expect(truncateDescription('one two, three four five', 13)).toBe('one two…');
    const long = truncateDescription('word '.repeat(1_000_000));
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(long).toMatch(/^(word )+word…$/);
  });

  it('cuts text without spaces between two characters, never inside a surrogate pair', () => {
    expect(truncateDescription('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(truncateDescription('日本語のテキストはスペースなしで書かれる', 10)).toBe('日本語のテキストは…');
    expect(truncateDescription(`${'a'.repeat(8)}😀😀😀`, 10)).toBe(`${'a'.repeat(8)}…`);
  });
});
