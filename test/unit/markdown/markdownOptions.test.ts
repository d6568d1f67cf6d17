import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import type { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { HexsiteError } from '../../../src/errors/HexsiteError.js';
import { DEFAULT_SETUP, markdownSetupOf, sitePluginsOf, type MarkdownSetup, type SitePlugins } from '../../../src/markdown/options.js';
import { markdownOptionsKey, stableStringify } from '../../../src/markdown/optionsKey.js';
import { closeGrammarNames, isGrammarName } from '../../../src/markdown/plugins/grammars.js';
import { npm2yarnCommands } from '../../../src/markdown/plugins/npm2yarn.js';
import { createMarkdownEngine } from '../../../src/markdown/processor.js';
import { pluginWarnings } from '../../../src/markdown/userPlugins.js';

type Plugin = (...options: never[]) => unknown;
const siteConfig = (config: Record<string, unknown>) =>
  ({ docs: { path: 'docs', routeBasePath: 'docs' }, pages: { path: 'pages' }, blog: undefined, siteDir: '/site', ...config }) as Parameters<typeof markdownSetupOf>[0];

/** The content HTML of `markdown` parsed with these options and plugins. */
function html(markdown: string, options: { config?: Record<string, unknown> } = {}): string {
  const config = siteConfig(options.config ?? {});
  const engine = createMarkdownEngine(markdownSetupOf(config, 30), sitePluginsOf(config));
  return toHtml(engine.parse(markdown, 'docs/page.md', 'doc').hast);
}

const lines = (markup: string) => [...markup.matchAll(/<span class="code-line([^"]*)">(.*?)\n<\/span>/gs)].map(([, classes, text]) => `${classes.trim() || '-'}|${text.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<')}`);

describe('magic comments', () => {
  it('removes `// highlight-next-line` and the start/end pair, marking the lines they name', () => {
    const out = html('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\nconst d = 4;\n// highlight-end\nconst e = 5;\n```');
    expect(lines(out)).toEqual([
      '-|const a = 1;',
      'theme-code-block-highlighted-line|const b = 2;',
      'theme-code-block-highlighted-line|const c = 3;',
      'theme-code-block-highlighted-line|const d = 4;',
      '-|const e = 5;',
    ]);
  });

  it('reads each language’s comment forms, and only those', () => {
    expect(lines(html('```bash\n# highlight-next-line\nls\n```'))).toEqual(['theme-code-block-highlighted-line|ls']);
    expect(lines(html('```html\n<!-- highlight-next-line -->\n<p>x</p>\n```'))).toEqual(['theme-code-block-highlighted-line|<p>x</p>']);
    expect(lines(html('```jsx\n{/* highlight-next-line */}\n<div />\n```'))).toEqual(['theme-code-block-highlighted-line|<div />']);
    expect(lines(html('```sql\n-- highlight-next-line\nSELECT 1;\n```'))).toEqual(['theme-code-block-highlighted-line|SELECT 1;']);
    expect(lines(html('```js\n/* highlight-next-line */\nx();\n```'))).toEqual(['theme-code-block-highlighted-line|x();']);
    // `#` is no comment in JavaScript: the line stays as written.
    expect(lines(html('```js\n# highlight-next-line\nx();\n```'))).toEqual(['-|# highlight-next-line', '-|x();']);
    // Without a language, nothing is read.
    expect(lines(html('```\n// highlight-next-line\nx\n```'))).toEqual(['-|// highlight-next-line', '-|x']);
  });

  it('keeps meta line marks, with their class, and then leaves comments as written (as Docusaurus does)', () => {
    expect(lines(html('```js {2}\n// highlight-next-line\nx();\n```'))).toEqual(['-|// highlight-next-line', 'code-line--highlighted|x();']);
  });

  it('takes custom magic comments from prism.magicComments, replacing the default', () => {
    const config = { prism: { magicComments: [{ className: 'code-error', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }] } };
    expect(lines(html('```py\n# error-next-line\nraise\n# highlight-next-line\npass\n```', { config }))).toEqual(['code-error|raise', '-|# highlight-next-line', '-|pass']);
    expect(lines(html('```py {1}\nraise\n```', { config }))).toEqual(['code-error|raise']);
  });
});

describe('npm2yarn', () => {
  it('converts commands as Docusaurus’s plugin does', () => {
    const commands = npm2yarnCommands('npm install hexsite\nnpm run build\nnpm install --save-dev vitest', ['yarn', 'pnpm', 'bun']);
    expect(commands.map(({ value, label, code }) => [value, label, code])).toEqual([
      ['npm', 'npm', 'npm install hexsite\nnpm run build\nnpm install --save-dev vitest'],
      ['yarn', 'Yarn', 'yarn add hexsite\nyarn build\nyarn add --dev vitest'],
      ['pnpm', 'pnpm', 'pnpm add hexsite\npnpm run build\npnpm add --save-dev vitest'],
      ['bun', 'Bun', 'bun add hexsite\nbun run build\nbun add --dev vitest'],
    ]);
  });

  it('makes tabs of the group npm2yarn, the npm panel shown and the others hidden', () => {
    const out = html('```bash npm2yarn\nnpm install hexsite\n```');
    expect(out).toContain('<div class="tabs" data-group="npm2yarn"><div role="tablist" class="tabs__list" aria-label="Package manager">');
    expect([...out.matchAll(/<button[^>]*aria-selected="(\w+)"[^>]*>(\w+)<\/button>/g)].map(([, selected, label]) => `${label}:${selected}`)).toEqual(['npm:true', 'Yarn:false', 'pnpm:false']);
    expect([...out.matchAll(/<div role="tabpanel"[^>]*data-value="(\w+)"( hidden)?>/g)].map(([, value, hidden]) => `${value}${hidden ?? ''}`)).toEqual(['npm', 'yarn hidden', 'pnpm hidden']);
    expect(out).toContain('yarn add hexsite');
    // Other blocks are left alone; `sync: false` leaves the group out.
    expect(html('```bash\nnpm install hexsite\n```')).not.toContain('tabs');
    expect(html('```bash npm2yarn\nnpm i x\n```', { config: { markdown: { npm2yarn: { sync: false } } } })).toContain('<div class="tabs"><div role="tablist"');
  });
});

describe('admonitions', () => {
  it('recognises `important` with a title after the keyword', () => {
    const out = html(':::important Prerequisites\n\nNode 20.\n\n:::');
    expect(out).toBe('<div class="admonition admonition-info"><p class="admonition-heading">Prerequisites</p><div class="admonition-content">\n<p>Node 20.</p>\n</div></div>');
    expect(html(':::important\n\nx\n\n:::')).toContain('<p class="admonition-heading">Important</p>');
  });

  it('takes keywords from markdown.admonitions, with or without the defaults', () => {
    const extend = { markdown: { admonitions: { keywords: ['security'] } } };
    expect(html(':::security Read this\n\nx\n\n:::', { config: extend })).toContain('<div class="admonition admonition-security"><p class="admonition-heading">Read this</p>');
    expect(html(':::note\n\nx\n\n:::', { config: extend })).toContain('admonition-note');
    const only = { markdown: { admonitions: { keywords: ['security'], extendDefaults: false } } };
    expect(html(':::note\n\nx\n\n:::', { config: only })).not.toContain('admonition');
    expect(html(':::security\n\nx\n\n:::', { config: only })).toContain('<p class="admonition-heading">Security</p>');
  });
});

describe('prism.additionalLanguages', () => {
  it('highlights a language beyond the common set only when asked', () => {
    const haskell = '```haskell\nmodule Main where\n```';
    expect(html(haskell)).not.toContain('hljs-keyword');
    expect(html(haskell, { config: { prism: { additionalLanguages: ['haskell'] } } })).toContain('<span class="hljs-keyword">module</span>');
  });

  it('knows grammar names and offers close ones', () => {
    expect(isGrammarName('haskell')).toBe(true);
    expect(isGrammarName('rustt')).toBe(false);
    expect(closeGrammarNames('rustt')).toContain('rust');
  });
});

/** A remark plugin that records a message at the first heading. */
function remarkWarnHeadings() {
  return (tree: MdastRoot, file: VFile) => {
    const heading = tree.children.find((node) => node.type === 'heading');
    if (heading) file.message('Heading found', { place: heading.position, ruleId: 'no-heading', source: 'remark-warn' });
  };
}

describe('site plugins', () => {
  it('run in Docusaurus’s order around the defaults, site-wide lists first, with their options', () => {
    const seen: string[] = [];
    const named = (name: string) => {
      const plugin = function (options?: { tag: string }) {
        return () => {
          seen.push(`${name}${options ? `:${options.tag}` : ''}`);
        };
      };
      return plugin as Plugin;
    };
    const config = {
      markdown: { remarkPlugins: [named('site-remark')], beforeDefaultRehypePlugins: [named('site-before-rehype')], rehypePlugins: [[named('site-rehype'), { tag: 'x' }]] },
      docs: { path: 'docs', routeBasePath: 'docs', remarkPlugins: [named('docs-remark')], beforeDefaultRemarkPlugins: [named('docs-before-remark')] },
      pages: { path: 'pages', rehypePlugins: [named('pages-rehype')] },
    };
    html('# Title', { config });
    expect(seen).toEqual(['docs-before-remark', 'site-remark', 'docs-remark', 'site-before-rehype', 'site-rehype:x']);
  });

  it('see the tree after hexsite’s own rehype plugins (highlighted code)', () => {
    let code = '';
    const rehypeSpy = () => (tree: HastRoot) => {
      code = toHtml(tree);
    };
    html('```js\nconst a = 1;\n```', { config: { markdown: { rehypePlugins: [rehypeSpy as Plugin] } } });
    expect(code).toContain('hljs-keyword');
  });

  it('report messages recorded on the file as warnings naming the file and line', () => {
    const config = siteConfig({ markdown: { remarkPlugins: [remarkWarnHeadings as Plugin] } });
    const page = createMarkdownEngine(markdownSetupOf(config, 30), sitePluginsOf(config)).parse('Intro\n\n## Setup\n', 'docs/a.md', 'doc');
    expect(page.messages).toEqual([{ reason: 'Heading found', line: 3, column: 1, ruleId: 'no-heading', source: 'remark-warn' }]);
    const [warning] = pluginWarnings([['docs/a.md', page]]);
    expect(warning).toBeInstanceOf(HexsiteError);
    expect([warning.file, warning.line, warning.message, warning.ruleId]).toEqual(['docs/a.md', 3, 'Unexpected message from a Markdown plugin: Heading found (remark-warn:no-heading)', 'markdown-plugin-message']);
    // Without plugins, no messages key at all: the facts stay as they were.
    expect('messages' in createMarkdownEngine().parse('## Setup\n', 'docs/a.md', 'doc')).toBe(false);
  });

  it('make a fatal message (`file.fail`) an error at its line', () => {
    const remarkFail = () => (tree: MdastRoot, file: VFile) => {
      file.fail('Forbidden word', { place: tree.children[1].position });
    };
    const config = siteConfig({ markdown: { remarkPlugins: [remarkFail as Plugin] } });
    const parse = () => createMarkdownEngine(markdownSetupOf(config, 30), sitePluginsOf(config)).parse('One\n\nTwo\n', 'docs/a.md', 'doc');
    expect(parse).toThrow(HexsiteError);
    expect(parse).toThrow(expect.objectContaining({ file: 'docs/a.md', line: 3, ruleId: 'markdown-plugin-message', message: 'Unexpected fatal message from a Markdown plugin: Forbidden word' }));
  });

  it('name a plugin that throws, and its config key', () => {
    const remarkBroken = () => () => {
      throw new TypeError('cannot read x');
    };
    const config = siteConfig({ docs: { path: 'docs', routeBasePath: 'docs', remarkPlugins: [remarkWarnHeadings, remarkBroken] } });
    const parse = () => createMarkdownEngine(markdownSetupOf(config, 30), sitePluginsOf(config)).parse('x', 'docs/a.md', 'doc');
    expect(parse).toThrow(expect.objectContaining({ file: 'docs/a.md', ruleId: 'markdown-plugin', message: 'Unexpected error in the Markdown plugin `remarkBroken` (`docs.remarkPlugins[1]`): cannot read x, expected the plugin to transform the page' }));
  });

  it('run async plugins as unified does: a transformer returning a promise, an async plugin function, in remark and rehype', async () => {
    const remarkLater = () => async (tree: MdastRoot) => {
      await Promise.resolve();
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Added later.' }] });
    };
    async function remarkMadeLater() {
      await Promise.resolve();
      return (tree: MdastRoot) => {
        tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Made later.' }] });
      };
    }
    const rehypeLater = () => async (tree: { children: Array<Record<string, unknown>> }) => {
      await Promise.resolve();
      tree.children.push({ type: 'element', tagName: 'hr', properties: { className: ['later'] }, children: [] });
    };
    const config = siteConfig({ markdown: { remarkPlugins: [remarkLater as Plugin, remarkMadeLater as unknown as Plugin], rehypePlugins: [rehypeLater as Plugin] } });
    const engine = createMarkdownEngine(markdownSetupOf(config, 30), sitePluginsOf(config));
    const parsed = await engine.parseAsync('First.\n', 'docs/a.md', 'doc');
    const html = toHtml(parsed.hast);
    expect(html).toContain('<p>Added later.</p>');
    expect(html).toContain('<p>Made later.</p>');
    expect(html).toContain('<hr class="later">');
    // One that fails later names itself too.
    const remarkBroken = () => async () => {
      await Promise.resolve();
      throw new TypeError('cannot read y');
    };
    const broken = siteConfig({ markdown: { remarkPlugins: [remarkBroken as Plugin] } });
    await expect(createMarkdownEngine(markdownSetupOf(broken, 30), sitePluginsOf(broken)).parseAsync('x', 'docs/a.md', 'doc')).rejects.toThrow(
      'Unexpected error in the Markdown plugin `remarkBroken` (`markdown.remarkPlugins[0]`): cannot read y, expected the plugin to transform the page',
    );
  });
});

describe('the cache key of the Markdown options', () => {
  const keyOf = (config: Record<string, unknown>) => {
    const site = siteConfig(config);
    const plugins: SitePlugins = sitePluginsOf(site);
    return markdownOptionsKey({ setup: markdownSetupOf(site, 30) as MarkdownSetup, plugins, configured: true });
  };

  it('is absent for a site that sets no option, so its cache keeps its name', () => {
    expect(markdownOptionsKey({ setup: DEFAULT_SETUP, plugins: sitePluginsOf(siteConfig({})), configured: false })).toBeUndefined();
  });

  it('changes with a plugin’s options, its source, its place and the plain options; not with key order', () => {
    const remarkA = function remarkA() {} as Plugin;
    const base = keyOf({ markdown: { remarkPlugins: [[remarkA, { depth: 2, names: ['a'] }]] } });
    expect(keyOf({ markdown: { remarkPlugins: [[remarkA, { names: ['a'], depth: 2 }]] } })).toBe(base);
    expect(keyOf({ markdown: { remarkPlugins: [[remarkA, { depth: 3, names: ['a'] }]] } })).not.toBe(base);
    expect(keyOf({ markdown: { remarkPlugins: [[function remarkA() { return undefined; }, { depth: 2, names: ['a'] }]] } })).not.toBe(base);
    expect(keyOf({ markdown: { rehypePlugins: [[remarkA, { depth: 2, names: ['a'] }]] } })).not.toBe(base);
    expect(keyOf({ markdown: { remarkPlugins: [[remarkA, { depth: 2, names: ['a'] }]] }, prism: { additionalLanguages: ['rust'] } })).not.toBe(base);
  });

  it('changes with the installed code the config imports, not with the config file of plain options', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-key-'));
    const file = path.join(dir, 'index.js');
    writeFileSync(file, 'export default 1;');
    const key = () => markdownOptionsKey({ setup: DEFAULT_SETUP, plugins: sitePluginsOf(siteConfig({})), configured: true, configPath: path.join(dir, 'config.ts'), moduleFiles: [file, path.join(dir, 'config.ts')] });
    writeFileSync(path.join(dir, 'config.ts'), 'a');
    const before = key();
    writeFileSync(path.join(dir, 'config.ts'), 'b');
    expect(key()).toBe(before);
    writeFileSync(file, 'export default 2;');
    expect(key()).not.toBe(before);
  });

  it('changes with the config file’s own source when the options hold code, which may read any of its values', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const configPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'hexsite-key-')), 'config.ts');
    const site = siteConfig({ markdown: { remarkPlugins: [[function remarkA() {}, { fn: () => 'LABEL' }]] } });
    const key = () => markdownOptionsKey({ setup: markdownSetupOf(site, 30), plugins: sitePluginsOf(site), configured: true, configPath, moduleFiles: [configPath] });
    writeFileSync(configPath, "const LABEL = 'a';");
    const before = key();
    writeFileSync(configPath, "const LABEL = 'b';");
    expect(key()).not.toBe(before);
  });

  it('serialises options stably: sorted keys, functions and patterns by their source', () => {
    expect(stableStringify({ b: 1, a: [/x/g, () => 1, undefined] })).toBe('{"a":[{"regexp":"/x/g"},{"function":"() => 1"},{"undefined":true}],"b":1}');
  });
});
