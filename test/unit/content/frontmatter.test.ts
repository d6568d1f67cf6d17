import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { frontmatterBlock, frontmatterKeyLine, parseFrontmatter } from '../../../src/content/frontmatter.js';

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

describe('parseFrontmatter', () => {
  function keys(count: number): string {
    let yaml = '';
    for (let i = 0; i < count; i++) yaml += `k${i}: ${i}\n`;
    return `---\n${yaml}---\n\n# Keys\n`;
  }

  it('reports a key repeated in a map at the repeat, as yaml did', () => {
    expect(() => parseFrontmatter('---\na: 1\nb: 2\na: 3\n---\n', 'f.md')).toThrow(expect.objectContaining({ message: 'Unexpected invalid YAML in front matter: Map keys must be unique', line: 4, column: 1 }));
    expect(() => parseFrontmatter('---\nx:\n  y: 1\n  y: 2\n---\n', 'f.md')).toThrow(expect.objectContaining({ line: 4, column: 3 }));
  });

  it('reads 40,000 keys in linear time (yaml compared each key with every earlier one)', () => {
    const start = performance.now();
    expect(Object.keys(parseFrontmatter(keys(40_000), 'f.md'))).toHaveLength(40_000);
    // 0.5 s on an idle machine, a few seconds on a loaded one; compared pairwise, 40 s and more.
    expect(performance.now() - start).toBeLessThan(20_000);
  }, 60_000);

  it('refuses front matter over 1 MB before reading it', () => {
    const start = performance.now();
    expect(() => parseFrontmatter(keys(200_000), 'f.md')).toThrow(expect.objectContaining({ message: 'Unexpected front matter of 2.84 MB, expected at most 1 MB', line: 2, ruleId: 'frontmatter-too-large' }));
    // Reading 2.84 MB of YAML would take seconds; measuring its size takes milliseconds.
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});
