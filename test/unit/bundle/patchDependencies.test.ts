import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript of the compile step, without types.
import { PATCHES, patchDependencies, patchSource } from '../../../bin/patchDependencies.js';
import { parseMarkdown } from '../../../src/markdown/processor.js';

type Parse = typeof parseMarkdown;

const root = path.resolve(import.meta.dirname, '../../..');

/** Markdown the site's files may not all hold: each construct whose handler reads `this`. */
const CONSTRUCTS = [
  'Setext\n===\n\nand *emphasis*, **strong**, `code`, ~~deleted~~, a\\\nbreak',
  '[a link][ref], [collapsed][], [ref] and ![image][ref]\n\n[ref]: https://example.com "Title"\n[collapsed]: <./a b.md>',
  'Footnote[^1] and [^note].\n\n[^1]: First.\n[^note]: Second,\n    on two lines.',
  // Footnotes called out of order and again, defined twice; labels defined twice, in other cases.
  'Second[^b], first[^a], again[^b] and [^a], [^none].\n\n[^a]: A.\n[^b]: B.\n[^a]: A again.\n\n[x][], [y], [X][] and [Y][x], [none][].\n\n[x]: /x\n[X]: /other\n[y]: /y',
  '| a | b |\n|:--|--:|\n| `x` | [y](./y.md) |\n| 1 \\| 2 | 3 |',
  '- [ ] open\n- [x] done\n  1. nested\n  2. list\n\n     loose\n\n> quote\n> - in a quote',
  '<div class="x">\n\n*html* around\n\n</div>\n\nInline <kbd>K</kbd> and <https://auto.link> and www.example.com',
  ':::note[A title]\nBody with :abbr[HTML]{title="HyperText"} and ::leaf{#id}\n:::\n\n::::tip\n:::details\ninner\n:::\n::::',
  '```ts title="a.ts" {1,3-4}\nconst a = 1;\n```\n\n    indented code\n\n~~~\nno language\n~~~',
  '# Heading {#custom-id}\n\n## Heading with `code` and [link](#x)\n\n<!-- truncate -->\n\n&copy; &#169; &#xA9;',
];

describe('patchSource', () => {
  const patch = { module: 'dependency/lib/index.js', edits: [{ from: 'slow()', to: 'fast()', count: 2 }] };

  it('makes each edit where its text occurs', () => {
    expect(patchSource(patch, 'a(); slow(); b(); slow();')).toBe('a(); fast(); b(); fast();');
  });

  it('stops, naming the module, when the text occurs another number of times', () => {
    expect(() => patchSource(patch, 'slow();')).toThrow('Unexpected code in dependency/lib/index.js: the text an edit of bin/patchDependencies.js replaces occurs 1 times, expected 2.');
    expect(() => patchSource(patch, 'quick();')).toThrow('occurs 0 times, expected 2');
  });

  it('applies to the dependencies installed now', () => {
    for (const patch of PATCHES) {
      const source = readFileSync(path.join(root, 'node_modules', patch.module), 'utf8');
      expect(() => patchSource(patch, source)).not.toThrow();
    }
  });
});

describe('the Markdown pipeline bundled with its dependencies edited', () => {
  let dir: string;
  let patched: Parse;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-patched-'));
    const result = await build({
      entryPoints: [path.join(root, 'src/markdown/processor.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      plugins: [patchDependencies()],
      logLevel: 'silent',
    });
    const text = result.outputFiles[0].text;
    // The bundle is the edited one: the spread of the context and the renaming of visitors are gone.
    expect(text).toContain('context.sliceSerialize = events[');
    expect(text).not.toContain('...context,');
    expect(text).toContain('function factory(');
    expect(text).not.toMatch(/Object\.defineProperty\(visit\d*, "name"/);
    // Each edited module has its copy of the indexed list, which the bundle may rename.
    expect(text).toMatch(/defined: hexsiteIndexedList\d*\(\)/);
    expect(text.match(/gfmFootnotes = hexsiteIndexedList\d*\(\)/g)).toHaveLength(3);
    expect(text).toMatch(/footnoteOrder: hexsiteIndexedList\d*\(\)/);
    const file = path.join(dir, 'processor.mjs');
    writeFileSync(file, text);
    ({ parseMarkdown: patched } = (await import(pathToFileURL(file).href)) as { parseMarkdown: Parse });
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('parses every construct as the unedited pipeline does', () => {
    for (const text of CONSTRUCTS) expect(patched(text)).toEqual(parseMarkdown(text));
  });

  it("parses the Hexagon site's and the fixtures' Markdown as the unedited pipeline does", () => {
    const files = fg.sync(['content/**/*.{md,mdx}', 'test/fixtures/**/*.{md,mdx}'], { cwd: root });
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      let expected: unknown;
      try {
        expected = parseMarkdown(text);
      } catch (error) {
        expected = (error as Error).message;
      }
      let actual: unknown;
      try {
        actual = patched(text);
      } catch (error) {
        actual = (error as Error).message;
      }
      expect(actual, file).toEqual(expected);
    }
  });
});
