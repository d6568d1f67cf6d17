// A site's Markdown plugins fail as the site's problem: named, placed, and never as a stack trace.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hexsite, scratchSite, STACK, type Scratch } from './helpers.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = scratchSite('markdown-plugins');
});
afterEach(() => scratch.remove());

/** The fixture with these plugins in its config, written inline (a scratch copy has no node_modules to import from). */
function withPlugins(plugins: string) {
  writeFileSync(
    path.join(scratch.site, 'hexsite.config.ts'),
    `import { defineConfig } from 'hexsite';
${plugins}
export default defineConfig({ title: 'Plugins', url: 'https://example.com', baseUrl: '/', blog: false, pages: { path: 'pages' }, docs: { remarkPlugins: [remarkOk, remarkTrip] } });
`,
  );
}

function build(workers: string) {
  const run = hexsite(['build', scratch.site, '--out', scratch.out], { timeoutMs: 60_000, env: { HEXSITE_WORKERS: workers } });
  expect(run.output).not.toMatch(STACK);
  return run;
}

describe('faults: Markdown plugins', () => {
  it.each(['0', '2'])('names a plugin that throws, the file and the line (threads: %s)', (workers) => {
    withPlugins(`function remarkOk() { return () => {}; }
function remarkTrip() {
  return (tree, file) => {
    if (!String(file.value).includes('Euler')) return;
    const error = new Error('no math allowed');
    error.place = tree.children.find((node) => node.type === 'paragraph').position;
    throw error;
  };
}`);
    const run = build(workers);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/intro.md:7:1  Unexpected error in the Markdown plugin `remarkTrip` (`docs.remarkPlugins[1]`): no math allowed, expected the plugin to transform the page');
    expect(run.stderr).toContain('[markdown-plugin]');
  });

  it.each(['0', '2'])('reports what a plugin records on the file as a warning at its line (threads: %s)', (workers) => {
    withPlugins(`function remarkOk() { return () => {}; }
function remarkTrip() {
  return (tree, file) => {
    const heading = tree.children.find((node) => node.type === 'heading');
    if (heading) file.message('Title found', { place: heading.position, ruleId: 'no-title', source: 'remark-trip' });
  };
}`);
    const run = build(workers);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('docs/next.md:5:1  Unexpected message from a Markdown plugin: Title found (remark-trip:no-title)');
  });

  it('refuses an unknown highlight language by name, listing close ones', () => {
    writeFileSync(
      path.join(scratch.site, 'hexsite.config.ts'),
      `export default { title: 'Plugins', url: 'https://example.com', baseUrl: '/', blog: false,
  prism: { additionalLanguages: ['haskell', 'rustt'] } };
`,
    );
    const run = build('0');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('hexsite.config.ts:2:45  Unexpected unknown language "rustt" in `prism.additionalLanguages`, expected the name of a highlight.js grammar');
    expect(run.stderr).toContain('hint: Did you mean `rust`');
  });

  it.each(['0', '2'])("runs the Markdown plugins a plugin's configureMarkdown returns, on every thread (threads: %s)", (workers) => {
    mkdirSync(path.join(scratch.site, 'plugins'), { recursive: true });
    writeFileSync(
      path.join(scratch.site, 'plugins/shout.ts'),
      `const remarkShout = () => (tree: any) => {
  const walk = (node: any) => {
    if (node.type === 'text') node.value = node.value.toUpperCase();
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
};
export default function shout() {
  return { name: 'shout', configureMarkdown: () => ({ remarkPlugins: [remarkShout] }) };
}
`,
    );
    writeFileSync(
      path.join(scratch.site, 'hexsite.config.ts'),
      "export default { title: 'Plugins', url: 'https://example.com', baseUrl: '/', blog: false, plugins: ['./plugins/shout.ts'] };\n",
    );
    const run = build(workers);
    expect(run.code, run.output).toBe(0);
    const docs = readdirSync(path.join(scratch.out, 'docs'), { recursive: true }).filter((file) => String(file).endsWith('.html'));
    expect(docs.length).toBeGreaterThan(0);
    let checked = 0;
    for (const file of docs) {
      const main = /<main[\s\S]*<\/main>/.exec(readFileSync(path.join(scratch.out, 'docs', String(file)), 'utf8'))?.[0] ?? '';
      const paragraphs = [...main.matchAll(/<p>([^<]+)<\/p>/g)].map((match) => match[1].replace(/&[^;]+;/g, ''));
      for (const text of paragraphs) expect(text).toBe(text.toUpperCase());
      checked += paragraphs.length;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
