// The rough edges a first site hits, built as a user would: each message says what to write instead.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hexsite, scratchSite, STACK, type Scratch } from './helpers.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = scratchSite('minimal');
});
afterEach(() => scratch.remove());

function write(file: string, contents: string) {
  writeFileSync(path.join(scratch.site, file), contents);
}

function editConfig(edit: (text: string) => string) {
  const file = path.join(scratch.site, 'hexsite.config.ts');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}

function build() {
  const run = hexsite(['build', scratch.site, '--out', scratch.out]);
  expect(run.output).not.toMatch(STACK);
  return run;
}

function output(file: string) {
  return readFileSync(path.join(scratch.out, file), 'utf8');
}

describe('faults: a first site', () => {
  it('names the known key a misspelt front matter key resembles, and still builds', () => {
    write('docs/other.md', '---\ntitle: Other\nsidebar_positon: 2\n---\n\n# Other\n');
    const run = build();
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning: docs/other.md:3  Unexpected unknown front matter key `sidebar_positon`, expected a key hexsite knows; it is ignored');
    expect(run.stderr).toContain('hint: Did you mean `sidebar_position`?');
  });

  it('names the known key a misspelt config key resembles', () => {
    editConfig((text) => text.replace("tagline: 'A small site',", "tagline: 'A small site',\n  onBrokenLink: 'warn',"));
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('hexsite.config.ts:6:3  Unexpected unknown key `onBrokenLink`, expected only known config keys');
    expect(run.stderr).toContain('hint: Did you mean `onBrokenLinks`?');
  });

  it('says where the keys of a Docusaurus themeConfig go', () => {
    editConfig((text) => text.replace('  navbar: {', '  themeConfig: { prism: {} },\n  navbar: {'));
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unexpected unknown key `themeConfig`, expected only known config keys');
    expect(run.stderr).toContain('hint: hexsite has no `themeConfig`: put `navbar`, `footer`, `colorMode`, `announcementBar`, `tableOfContents`, `image` and `prism` at the top level of the config.');
  });

  it('warns that the home page is missing, and how to add one', () => {
    rmSync(path.join(scratch.site, 'pages/index.tsx'));
    const run = build();
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning: pages  Unexpected site without a home page at `/site/`, expected `pages/index.md` or `pages/index.tsx`');
    expect(run.stderr).toContain('Add `pages/index.md` (Markdown) or `pages/index.tsx` (a React component), or give a doc `slug: /`.');
  });

  it('bundles the CSS a React page imports into a content-hashed stylesheet linked from the page', () => {
    write('pages/home.css', '.home { color: rgb(1, 2, 3); }\n');
    write('pages/index.tsx', "import './home.css';\nexport const title = 'Home';\nexport default function Home() {\n  return <h1 className=\"home\">Fixture home</h1>;\n}\n");
    const run = build();
    expect(run.stderr).toBe('warning: docs/intro.md:7:62  Unexpected link to `./nope.md`, expected a Markdown file of the site (no file `docs/nope.md`)\n  hint: Fix the path (it is relative to this file, or to the root of its docs, blog or pages folder), or add the file.   [broken-markdown-link]\n');
    expect(run.code).toBe(0);
    const [css] = readdirSync(path.join(scratch.out, 'assets/css')).filter((name) => name.startsWith('index-'));
    expect(css).toMatch(/^index-[0-9a-f]{8}\.css$/);
    expect(output(`assets/css/${css}`)).toContain('color: rgb(1, 2, 3)');
    const home = output('index.html');
    expect(home).toContain(`<link rel="stylesheet" href="/site/assets/css/${css}" data-page-style="">`);
    // Only the page that imports it links it.
    expect(output('about/index.html')).not.toContain(css);
  });

  it('renders a React page holding its own <main> into a <div>, so mains never nest', () => {
    write('pages/index.tsx', "export default function Home() {\n  return <main className=\"landing\"><h1>Home</h1></main>;\n}\n");
    expect(build().code).toBe(0);
    const home = output('index.html');
    expect(home.match(/<main[\s>]/g)).toHaveLength(1);
    expect(home).toContain('<main class="landing">');
  });

  it('gives the links of the announcement the base path, and check-links names the config for a broken one', () => {
    editConfig((text) => text.replace("content: 'Version <b>1.0</b> is out'", `content: 'Version <b>1.0</b> is out: <a href="/docs/intro">read</a>, <a href="/docs/gone">gone</a>'`).replace("baseUrl: '/site/',", "baseUrl: '/site/',\n  onBrokenLinks: 'warn',"));
    const run = build();
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/warning: hexsite\.config\.ts:\d+:\d+ {2}Unexpected link to `\/site\/docs\/gone` in `announcementBar\.content`, expected a page of the site/);
    expect(output('about/index.html')).toContain('<a href="/site/docs/intro">read</a>');
    const check = hexsite(['check-links', scratch.out, '--site', scratch.site]);
    expect(check.stdout + check.stderr).toMatch(/ {2}hexsite\.config\.ts:\d+:\d+ {2}Unexpected link to `\/site\/docs\/gone`/);
    expect(check.stdout + check.stderr).not.toMatch(/pages\/about\.md:\d+:\d+ {2}Unexpected link to `\/site\/docs\/gone`/);
  });

  it('shows the initials of an author without an image where the picture would be', () => {
    mkdirSync(path.join(scratch.site, 'blog'));
    write('blog/2025-01-02-hello.md', '---\ntitle: Hello\nauthors:\n  - name: Grace Hopper\n---\n\nHi.\n\n<!-- truncate -->\n');
    expect(build().code).toBe(0);
    const post = output('blog/2025/01/02/hello/index.html');
    expect(post).toContain('<span class="blog-author__photo blog-author__photo--initials" aria-hidden="true" translate="no">GH</span>');
  });

  it('builds a second locale of i18n.locales below /fr/, its language menu leading to the same page, and refuses a locale that is no language tag', () => {
    editConfig((text) => text.replace("tagline: 'A small site',", "tagline: 'A small site',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },").replace("items: [", "items: [\n      { type: 'localeDropdown', position: 'right' },"));
    const run = build();
    expect(run.code).toBe(0);
    const english = output('docs/intro/index.html');
    expect(english).toContain('hreflang="fr"');
    expect(output('fr/docs/intro/index.html')).toContain('<html lang="fr"');
    // Nothing is translated: the French page is the English one, said to be so.
    expect(output('fr/docs/intro/index.html')).toContain('untranslated-notice');
    editConfig((text) => text.replace("locales: ['en', 'fr']", "locales: ['en', 'fr_FR!']"));
    const bad = build();
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Unexpected locale `fr_FR!` in `i18n`, expected a BCP 47 language tag');
    // The failed build left the output as it was.
    expect(output('fr/docs/intro/index.html')).toContain('<html lang="fr"');
  });
});
