// react-redux's website in ../shared/realworld keeps five docs versions in Docusaurus's layout
// (versioned_docs/, versioned_sidebars/ in Docusaurus 1's form), read where they are, never copied
// into hexsite. Its website has no versions.json (so Docusaurus builds the docs folder alone);
// given one, every versioned doc is at its Docusaurus URL.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';

const realworld = path.resolve(import.meta.dirname, '../../../../shared/realworld');
const repoModules = path.resolve(import.meta.dirname, '../../../node_modules');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-realworld-versions-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const VERSIONS = ['7.2', '7.1', '7.0', '6.x', '5.x'];

/** Docusaurus's URL of a doc below its version's path: its folder, then its `id` front matter or file name; a folder's own page is the folder. */
function docusaurusPath(relative: string, text: string): string {
  const dir = path.posix.dirname(relative) === '.' ? '' : path.posix.dirname(relative);
  const name = path.posix.basename(relative).replace(/\.mdx?$/, '');
  const id = /^---\n[\s\S]*?^id:\s*(\S+)\s*$/m.exec(text)?.[1];
  const ownPage = /^(index|readme)$/i.test(name) || (dir !== '' && name === path.posix.basename(dir));
  return ownPage ? dir : [dir, id ?? name].filter(Boolean).join('/');
}

function markdownFiles(root: string, under = ''): string[] {
  return readdirSync(path.join(root, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.name.startsWith('_')) return [];
    return entry.isDirectory() ? markdownFiles(root, relative) : /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

describe.skipIf(!existsSync(realworld))("react-redux's docs versions", () => {
  it('builds every versioned doc at its Docusaurus URL, the last version at /docs and the docs folder at /docs/next', async () => {
    const from = path.join(realworld, 'react-redux');
    const site = path.join(temp, 'react-redux');
    cpSync(path.join(from, 'docs'), path.join(site, 'docs'), { recursive: true });
    for (const part of ['versioned_docs', 'versioned_sidebars', 'src', 'static']) cpSync(path.join(from, 'website', part), path.join(site, part), { recursive: true });
    for (const docusaurusOnly of ['src/theme', 'src/pages']) rmSync(path.join(site, docusaurusOnly), { recursive: true, force: true });
    symlinkSync(repoModules, path.join(site, 'node_modules'));
    const config = { title: 'React Redux', url: 'https://example.com', baseUrl: '/', markdown: { format: 'mdx' }, onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', onDuplicateRoutes: 'warn' };
    writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify(config));

    // As the website is: versioned docs without versions.json are not built, and that is said.
    const unlisted = await build({ siteDir: site, write: false });
    expect(unlisted.warnings.map((warning) => warning.ruleId)).toContain('versions-file-missing');
    expect(unlisted.pages.some((page) => /^\/docs\/(next|7\.1)\//.test(page.permalink))).toBe(false);

    writeFileSync(path.join(site, 'versions.json'), JSON.stringify(VERSIONS));
    const result = await build({ siteDir: site, write: false });
    const permalinks = new Set(result.pages.map((page) => page.permalink));
    const missing: string[] = [];
    let count = 0;
    for (const version of VERSIONS) {
      const folder = path.join(site, 'versioned_docs', `version-${version}`);
      for (const file of markdownFiles(folder)) {
        const below = docusaurusPath(file, readFileSync(path.join(folder, file), 'utf8'));
        const permalink = `/docs${version === '7.2' ? '' : `/${version}`}${below ? `/${below}` : ''}`;
        count++;
        if (!permalinks.has(permalink)) missing.push(`versioned_docs/version-${version}/${file} → ${permalink}`);
      }
    }
    expect(count).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    for (const file of markdownFiles(path.join(site, 'docs'))) {
      const below = docusaurusPath(file, readFileSync(path.join(site, 'docs', file), 'utf8'));
      expect(permalinks).toContain(`/docs/next/${below}`);
    }
    // 5.x holds `api.md` and `api/api.md`, both at /docs/5.x/api in Docusaurus too: the second is left out, and said.
    const duplicates = result.warnings.filter((warning) => warning.ruleId === 'duplicate-route').map((warning) => warning.file);
    expect(duplicates).toEqual(['versioned_docs/version-5.x/api/api.md']);
    // Docusaurus 1's sidebars (`version-7.1/…` ids) give each version its sidebar.
    expect(result.model.versions.map(({ metadata, sidebars }) => [metadata.name, sidebars.length > 0])).toEqual([
      ['current', true],
      ...VERSIONS.map((version) => [version, true]),
    ]);
  });
});
