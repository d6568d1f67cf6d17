import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { frontmatterBlock, frontmatterKeyLine } from '../../../src/content/frontmatter.js';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('frontmatterBlock', () => {
  it('is the block at the top, `---` lines included, or nothing', () => {
    expect(frontmatterBlock('---\ntitle: A\n---\n\nText')).toBe('---\ntitle: A\n---\n');
    expect(frontmatterBlock('Text\n---\ntitle: A\n---\n')).toBe('');
    expect(frontmatterKeyLine(frontmatterBlock('---\ntitle: A\nslug: b\n---\nText'), 'slug')).toBe(3);
  });

  it('does not keep the text of its file alive', () => {
    const heads: string[] = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 20; i++) {
      // A megabyte of text made at run time, as a file's text is.
      const text = `---\ntitle: Page ${i}\n---\n\n${'word '.repeat(200_000 + i)}`;
      heads.push(frontmatterBlock(text));
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(heads[3]).toBe('---\ntitle: Page 3\n---\n');
    // A slice of each text would keep all 20 MB.
    expect(grown).toBeLessThan(4_000_000);
  });
});
