import { describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { buildFixture, embeddedData, pageHtml, writeSite } from '../helpers.js';

type Data = { chrome: { versions?: unknown; navItems: Array<Record<string, unknown>> }; page: Record<string, unknown> };
const data = (result: Awaited<ReturnType<typeof buildFixture>>, permalink: string) => embeddedData(pageHtml(result, permalink)) as Data;

/** A site of the given files with versions: the config's `docs` options merged in. */
function versionedSite(docs: Record<string, unknown>, files: Record<string, string> = {}) {
  return writeSite({
    'hexsite.config.json': JSON.stringify({ title: 'V', url: 'https://example.com', baseUrl: '/', blog: false, docs }),
    'docs/intro.md': '# Intro\n\nNext.',
    'versions.json': '["2.0", "1.0"]',
    'versioned_docs/version-2.0/intro.md': '# Intro\n\nTwo.',
    'versioned_docs/version-1.0/intro.md': '# Intro\n\nOne.',
    ...files,
  });
}

const permalinks = (result: Awaited<ReturnType<typeof build>>) => result.pages.map((page) => page.permalink).filter((permalink) => permalink.startsWith('/docs'));

describe('docs versions', () => {
  it('builds the last version at /docs, current at /docs/next and the others at /docs/<name>, each with its sidebars', async () => {
    const result = await buildFixture('versions');
    expect(permalinks(result)).toEqual([
      '/docs',
      '/docs/1.0',
      '/docs/1.0/intro',
      '/docs/1.0/setup',
      '/docs/guides/configure',
      '/docs/intro',
      '/docs/next',
      '/docs/next/guides/configure',
      '/docs/next/guides/plugins',
      '/docs/next/intro',
    ]);
    expect(result.model.versions.map(({ metadata }) => [metadata.name, metadata.label, metadata.isLast, metadata.path, metadata.mainDocId])).toEqual([
      ['current', 'Next 🚧', false, '/docs/next', 'intro'],
      ['2.0', '2.0', true, '/docs', 'intro'],
      ['1.0', '1.0', false, '/docs/1.0', 'intro'],
    ]);
    // Docusaurus 1's sidebars name their docs `version-1.0/…`: read as plain ids.
    expect(result.model.versions[2].sidebars.map((sidebar) => sidebar.id)).toEqual(['docs']);
    expect(result.model.versions[2].metadata.docs).toEqual([
      { id: 'intro', path: '/docs/1.0/intro', sidebar: 'docs' },
      { id: 'setup', path: '/docs/1.0/setup', sidebar: 'docs' },
    ]);
    expect(pageHtml(result, '/docs/1.0/intro')).toMatch(/<html[^>]* class="docs-wrapper plugin-docs plugin-id-default docs-version-1.0 docs-doc-page docs-doc-id-intro"/);
  });

  it('gives each doc its version, banner and the same doc in the other versions', async () => {
    const result = await buildFixture('versions');
    expect(data(result, '/docs/1.0/intro').page.version).toEqual({
      name: '1.0',
      label: '1.0',
      banner: { kind: 'unmaintained', href: '/docs/intro', lastLabel: '2.0' },
      badge: true,
      alternates: { current: '/docs/next/intro', '2.0': '/docs/intro' },
    });
    expect(data(result, '/docs/next/guides/plugins').page.version).toEqual({
      name: 'current',
      label: 'Next 🚧',
      // Not in the last version: its banner leads to the last version's main doc.
      banner: { kind: 'unreleased', href: '/docs/intro', lastLabel: '2.0' },
      badge: true,
      alternates: {},
    });
    expect(data(result, '/docs/intro').page.version).toEqual({ name: '2.0', label: '2.0', badge: true, alternates: { current: '/docs/next/intro', '1.0': '/docs/1.0/intro' } });
  });

  it('lets navbar doc items lead to their doc in each version that has it, and lists the versions', async () => {
    const result = await buildFixture('versions');
    const { chrome } = data(result, '/');
    expect(chrome.versions).toEqual([
      { name: 'current', label: 'Next 🚧', href: '/docs/next/intro', isLast: false },
      { name: '2.0', label: '2.0', href: '/docs/intro', isLast: true },
      { name: '1.0', label: '1.0', href: '/docs/1.0/intro', isLast: false },
    ]);
    const [docs, configure, dropdown] = chrome.navItems;
    expect(docs).toMatchObject({ href: '/docs/intro', versionHrefs: { current: '/docs/next/intro', '2.0': '/docs/intro', '1.0': '/docs/1.0/intro' } });
    expect(configure).toMatchObject({ href: '/docs/guides/configure', versionHrefs: { current: '/docs/next/guides/configure', '2.0': '/docs/guides/configure' } });
    expect(dropdown).toMatchObject({ label: '2.0', href: '/docs/intro', versionDropdown: true, versionLabel: true });
  });

  it('builds a site of one version as before: no version in the page data, no versions in the chrome', async () => {
    const result = await buildFixture('minimal');
    const { chrome, page } = data(result, '/site/docs/intro');
    expect(page.version).toBeUndefined();
    expect(chrome.versions).toBeUndefined();
    expect(result.model.versions.map(({ metadata }) => metadata.name)).toEqual(['current']);
  });

  it('follows lastVersion, onlyIncludeVersions, includeCurrentVersion and each version’s options', async () => {
    const last = await build({ siteDir: await versionedSite({ lastVersion: 'current' }), write: false });
    expect(permalinks(last)).toEqual(['/docs', '/docs/1.0', '/docs/1.0/intro', '/docs/2.0', '/docs/2.0/intro', '/docs/intro']);
    expect((embeddedData(pageHtml(last, '/docs/2.0/intro')) as Data).page.version).toMatchObject({ banner: { kind: 'unmaintained', href: '/docs/intro', lastLabel: 'Next' } });

    const only = await build({ siteDir: await versionedSite({ onlyIncludeVersions: ['2.0'] }), write: false });
    expect(permalinks(only)).toEqual(['/docs', '/docs/intro']);
    // Built alone, the version is the site's only one: its pages show no version.
    expect((embeddedData(pageHtml(only, '/docs/intro')) as Data).page.version).toBeUndefined();

    const options = await build({
      siteDir: await versionedSite({ includeCurrentVersion: false, versions: { '1.0': { label: 'Legacy', path: 'legacy', banner: 'none', badge: false, noIndex: true, className: 'old' } } }),
      write: false,
    });
    expect(permalinks(options)).toEqual(['/docs', '/docs/intro', '/docs/legacy', '/docs/legacy/intro']);
    const legacy = pageHtml(options, '/docs/legacy/intro');
    expect((embeddedData(legacy) as Data).page.version).toEqual({ name: '1.0', label: 'Legacy', badge: false, alternates: { '2.0': '/docs/intro' } });
    expect(legacy).toContain('<meta name="robots" content="noindex');
    expect(legacy).toMatch(/<html[^>]* class="[^"]*\bold\b/);
  });

  it('reads `current` in versions.json as Docusaurus does: the docs folder, at its place in the list', async () => {
    const siteDir = await versionedSite({ lastVersion: 'current', versions: { current: { label: '3.x' }, '2.0': { path: 'v2' } } }, { 'versions.json': '["current", "2.0", "1.0"]' });
    const result = await build({ siteDir, write: false });
    expect(permalinks(result)).toEqual(['/docs', '/docs/1.0', '/docs/1.0/intro', '/docs/intro', '/docs/v2', '/docs/v2/intro']);
    expect(result.model.versions.map(({ metadata }) => [metadata.name, metadata.label, metadata.isLast])).toEqual([
      ['current', '3.x', true],
      ['2.0', '2.0', false],
      ['1.0', '1.0', false],
    ]);
    // Listed after the last version, a version is older: unmaintained, as in Docusaurus.
    const listedLast = await build({ siteDir: await versionedSite({ lastVersion: '2.0' }, { 'versions.json': '["2.0", "current"]' }), write: false });
    expect((embeddedData(pageHtml(listedLast, '/docs/next/intro')) as Data).page.version).toMatchObject({ banner: { kind: 'unmaintained' } });
  });

  it('refuses a version name the site does not have, naming the config key and the closest name', async () => {
    const errorsOf = async (docs: Record<string, unknown>) => ((await build({ siteDir: await versionedSite(docs), write: false }).catch((error: unknown) => error)) as { errors: Array<{ message: string; hint?: string; file?: string }> }).errors;
    const [unknown] = await errorsOf({ lastVersion: '2.1' });
    expect(unknown).toMatchObject({ file: 'hexsite.config.json', hint: 'Did you mean `2.0`?' });
    expect(unknown.message).toBe('Unexpected unknown docs version `2.1` in `docs.lastVersion`, expected one of: current, 2.0, 1.0');
    const [only] = await errorsOf({ onlyIncludeVersions: ['1.0'] });
    expect(only.message).toBe('Unexpected `docs.onlyIncludeVersions` without the last version `2.0`, expected it among them');
  });

  it('refuses a version of versions.json without its folder, at its line', async () => {
    const siteDir = await versionedSite({}, { 'versions.json': '[\n  "2.0",\n  "1.0",\n  "0.9"\n]\n' });
    const failed = (await build({ siteDir, write: false }).catch((error: unknown) => error)) as { errors?: Array<{ message: string; file?: string; line?: number }> };
    const error = failed.errors?.find((each) => each.message.includes('0.9'));
    expect(error).toMatchObject({ file: 'versions.json', line: 4 });
    expect(error?.message).toBe('Unexpected version `0.9` without its docs folder `versioned_docs/version-0.9/`');
  });

  it('warns of versioned docs without versions.json, and builds only the docs folder, as Docusaurus does', async () => {
    const siteDir = await writeSite({ 'hexsite.config.json': JSON.stringify({ title: 'V', url: 'https://example.com', baseUrl: '/', blog: false }), 'docs/intro.md': '# Intro', 'versioned_docs/version-1.0/intro.md': '# Old' });
    const result = await build({ siteDir, write: false });
    expect(permalinks(result)).toEqual(['/docs', '/docs/intro']);
    expect(result.warnings.map((warning) => warning.message)).toContain('Unexpected `versioned_docs/` without `versions.json`, expected the list of versions to build');
  });

  it('resolves a Markdown link within its version, and reports one to a doc the version lacks', async () => {
    const result = await buildFixture('versions');
    expect(pageHtml(result, '/docs/1.0/intro')).toContain('href="/docs/1.0/setup"');
    expect(pageHtml(result, '/docs/intro')).toContain('href="/docs/guides/configure"');
    const siteDir = await versionedSite({}, { 'docs/setup.md': '# Setup', 'docs/intro.md': '# Intro\n\nSee [setup](setup.md).', 'versioned_docs/version-1.0/intro.md': '# Intro\n\nSee [setup](setup.md).' });
    const linked = await build({ siteDir, write: false });
    const broken = linked.warnings.filter((warning) => warning.message.includes('setup.md'));
    expect(broken.map((warning) => [warning.file, warning.message])).toEqual([['versioned_docs/version-1.0/intro.md', expect.stringContaining('setup.md')]]);
    expect(broken[0].hint).toContain('docs/setup.md');
  });

  it('reads a docsVersion item on a site of one version as a link to its main doc, and refuses one on a site without docs', async () => {
    const navbar = { items: [{ type: 'docsVersion', position: 'right' }, { type: 'docsVersionDropdown', label: 'Versions' }] };
    const siteDir = await writeSite({ 'hexsite.config.json': JSON.stringify({ title: 'V', url: 'https://example.com', baseUrl: '/', blog: false, navbar }), 'docs/intro.md': '# Intro' });
    const { chrome } = embeddedData(pageHtml(await build({ siteDir, write: false }), '/docs/intro')) as Data;
    expect(chrome.navItems).toEqual([
      { label: 'Next', href: '/docs/intro', external: false, position: 'right', versionLabel: true },
      { label: 'Versions', href: '/docs/intro', external: false, position: 'left' },
    ]);
    const empty = await writeSite({ 'hexsite.config.json': JSON.stringify({ title: 'V', url: 'https://example.com', baseUrl: '/', blog: false, navbar }), 'pages/index.md': '# Home' });
    const failed = (await build({ siteDir: empty, write: false }).catch((error: unknown) => error)) as { errors: Array<{ message: string; ruleId: string }> };
    expect(failed.errors.map((error) => error.ruleId)).toEqual(['empty-docs-version', 'empty-docs-version']);
  });

  it('lets a site wrap the version banner and badge by their Docusaurus names', async () => {
    const wrap = (name: string) => `import Original from '@theme-original/${name}';\nexport default function Wrapped(props: any) {\n  return <div className="site-${name}"><Original {...props} /></div>;\n}\n`;
    const siteDir = await versionedSite({}, { 'src/theme/DocVersionBanner.tsx': wrap('DocVersionBanner'), 'src/theme/DocVersionBadge.tsx': wrap('DocVersionBadge') });
    const html = pageHtml(await build({ siteDir, write: false }), '/docs/1.0/intro');
    expect(html).toMatch(/<div class="site-DocVersionBanner"><div class="theme-doc-version-banner[^"]*"/);
    expect(html).toMatch(/<div class="site-DocVersionBadge"><span class="theme-doc-version-badge[^"]*">Version: 1.0<\/span>/);
  });
});
