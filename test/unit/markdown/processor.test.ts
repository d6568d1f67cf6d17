import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../src/markdown/processor.js';

const html = (markdown: string) => toHtml(parseMarkdown(markdown).hast);

describe('markdown/processor', () => {
  it('renders GFM: tables, task lists, strikethrough, autolinks and footnotes', () => {
    const out = html('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ https://example.com\n\nNote[^1].\n\n[^1]: The note.\n');
    expect(out).toContain('<table>');
    expect(out).toContain('<input type="checkbox" checked disabled>');
    expect(out).toContain('<del>old</del>');
    expect(out).toContain('<a href="https://example.com">https://example.com</a>');
    expect(out).toContain('data-footnote-ref');
  });

  it('gives headings unique GitHub-style ids, keeps {#custom-id}s and collects them with their lines', () => {
    const page = parseMarkdown('---\ntitle: T\n---\n\n## Hello, World!\n\n## Hello, World!\n\n### Mine {#my-id}\n');
    expect(page.headings).toEqual([
      { depth: 2, text: 'Hello, World!', id: 'hello-world', line: 5 },
      { depth: 2, text: 'Hello, World!', id: 'hello-world-1', line: 7 },
      { depth: 3, text: 'Mine', id: 'my-id', line: 9 },
    ]);
    expect(toHtml(page.hast)).toContain('<h3 id="my-id" class="anchor">Mine<a href="#my-id" class="hash-link"');
  });

  it('never lets a generated id collide with a custom one', () => {
    const page = parseMarkdown('## Setup\n\n## Other {#setup}\n');
    expect(page.headings.map((heading) => heading.id)).toEqual(['setup-1', 'setup']);
  });

  it('takes a leading h1 as the title and the first paragraph as the description', () => {
    const page = parseMarkdown('# The title\n\nFirst *para*.\n\nSecond.\n');
    expect(page.title).toBe('The title');
    expect(page.firstParagraph).toBe('First para.');
    expect(toHtml(page.hast)).not.toContain('<h1');
  });

  it('renders admonitions with a default or a given title', () => {
    expect(html(':::note\nBody\n:::\n')).toContain('<div class="admonition admonition-note"><p class="admonition-heading">Note</p><div class="admonition-content">');
    expect(html(':::danger Take care\nBody\n:::\n')).toContain('<p class="admonition-heading">Take care</p>');
    expect(html(':::tip[Bracketed]\nBody\n:::\n')).toContain('<p class="admonition-heading">Bracketed</p>');
  });

  it('leaves colons in prose alone', () => {
    expect(html('Meet at 12:30, see key:value and ::not-a-thing here.\n')).toContain('<p>Meet at 12:30, see key:value and ::not-a-thing here.</p>');
  });

  it('highlights code with a title, highlighted lines, and one span per line', () => {
    const out = html('```python title="tool.py" {2}\ndef main():\n    return 1\n```\n');
    expect(out).toContain('<div class="code-block" data-language="python"><div class="code-block__title">tool.py</div>');
    expect(out).toContain('<span class="hljs-keyword">def</span>');
    expect(out.match(/class="code-line/g)).toHaveLength(2);
    expect(out).toContain('<span class="code-line code-line--highlighted">    <span class="hljs-keyword">return</span>');
  });

  it('splits tokens that span lines so each line is whole markup', () => {
    const out = html('```python\nx = """a\nb"""\n```\n');
    expect(out).toContain('<span class="code-line">x = <span class="hljs-string">"""a</span>\n</span><span class="code-line"><span class="hljs-string">b"""</span>\n</span>');
  });

  it('escapes code in unknown languages', () => {
    expect(html('```weird\n<b>x</b>\n```\n')).toContain('&#x3C;b>x&#x3C;/b>');
  });

  it('removes scripts, event handlers and javascript: URLs from raw HTML', () => {
    const out = html('<script>alert(1)</script>\n\n<a href="javascript:alert(1)" onclick="x()">a</a> <kbd>Ctrl</kbd>\n');
    expect(out).not.toMatch(/script|onclick|javascript:/);
    expect(out).toContain('<kbd>Ctrl</kbd>');
  });

  it('records links and images with their lines, and the truncate marker', () => {
    const page = parseMarkdown('Intro [a](./a.md).\n\n<!-- truncate -->\n\n![pic](./pic.png)\n');
    expect(page.links).toEqual([
      { kind: 'link', url: './a.md', line: 1, column: 7 },
      { kind: 'image', url: './pic.png', line: 5, column: 1 },
    ]);
    expect(page.truncateAt).toBe(2);
  });

  it('counts words of prose but not of code', () => {
    expect(parseMarkdown('one two three\n\n```\nfour five\n```\n').wordCount).toBe(3);
  });
});

describe('markdown/processor URL safety', () => {
  it('drops javascript: links written in Markdown, keeping safe ones', () => {
    const out = html('[bad](javascript:alert(1)) [ok](https://example.com) [rel](./a.md#x) [mail](mailto:a@b.c)\n');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('<a>bad</a>');
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('href="./a.md#x"');
    expect(out).toContain('href="mailto:a@b.c"');
  });
});

// Each page took one to three minutes before parsing was made linear (installLinearEditMap,
// listItemHandler), and now takes seconds: a regression shows as a timeout.
describe('markdown/processor on long pages', () => {
  it('parses 20,000 short lists between paragraphs', () => {
    const page = parseMarkdown('- item\n\nText.\n\n'.repeat(20_000), 'docs/lists.md');
    expect(page.hast.children.filter((node) => node.type === 'element' && node.tagName === 'ul')).toHaveLength(20_000);
  });

  it('parses a list of 15,000 items with nested lists, keeping their lines', () => {
    const page = parseMarkdown('- item\n  - nested\n'.repeat(15_000), 'docs/nested.md');
    const [list] = page.hast.children.filter((node) => node.type === 'element');
    const items = list.type === 'element' ? list.children.filter((node) => node.type === 'element') : [];
    expect(items).toHaveLength(15_000);
    expect(items[14_999].position?.start.line).toBe(29_999);
  });
});
