// Pages and redirects that claim a path the build generates itself (the feeds, sitemap.xml,
// .nojekyll, hexsite's own __hexsite/ folder): each is an error at the source that claims it,
// the front matter's slug line or the config's redirect, before anything is written; never a
// raw EEXIST or EISDIR naming the staging folder.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/cli/build.js';
import { scratchSite, STACK, tempFolders, type Scratch } from './helpers.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = scratchSite('minimal');
});
afterEach(() => scratch.remove());

function write(file: string, contents: string) {
  mkdirSync(path.dirname(path.join(scratch.site, file)), { recursive: true });
  writeFileSync(path.join(scratch.site, file), contents);
}

async function build() {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBuild({ siteDir: scratch.site, outDir: scratch.out, cache: false }, { out: (line) => out.push(line), err: (line) => err.push(line) });
  const stderr = err.join('\n');
  expect(stderr).not.toMatch(STACK);
  expect(stderr).not.toMatch(/EEXIST|EISDIR|ENOTDIR|\.tmp-/);
  expect(tempFolders(scratch.root)).toEqual([]);
  return { code, stderr };
}

describe('faults: a page at a generated path', () => {
  it.each([
    ['blog/rss.xml', 'blog/rss.xml'],
    ['blog/atom.xml', 'blog/atom.xml'],
    ['blog/feed.json', 'blog/feed.json'],
  ])('refuses a blog post with slug %s at its slug line', async (slug, generated) => {
    write('blog/2025-01-01-post.md', `---\ntitle: Post\nslug: ${slug.slice('blog/'.length)}\n---\n\nText.\n`);
    const run = await build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`blog/2025-01-01-post.md:3:1  Unexpected page at \`/site/${slug}\`, whose output \`${slug}/index.html\` takes the path of the generated \`${generated}\``);
    expect(run.stderr).toContain('[reserved-output-path]');
  });

  it('refuses a doc at /sitemap.xml, at its slug line', async () => {
    write('hexsite.config.ts', readFileSync(path.join(scratch.site, 'hexsite.config.ts'), 'utf8').replace('docs: {', "docs: { routeBasePath: '/',"));
    write('docs/map.md', '---\nslug: /sitemap.xml\n---\n\n# Map\n');
    const run = await build();
    expect(run.stderr).toContain('docs/map.md:2:1  Unexpected page at `/site/sitemap.xml`, whose output `sitemap.xml/index.html` takes the path of the generated `sitemap.xml`');
  });

  it.each(['/.nojekyll', '/__hexsite/routes.json', '/__hexsite/search'])('refuses a page at %s, below the site root', async (slug) => {
    write('pages/claim.md', `---\nslug: ${slug}\n---\n\n# Claim\n`);
    const run = await build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`pages/claim.md:2:1  Unexpected page at \`/site${slug}\``);
  });

  it('refuses a redirect from /sitemap.xml at its line of the config', async () => {
    const config = readFileSync(path.join(scratch.site, 'hexsite.config.ts'), 'utf8');
    write('hexsite.config.ts', config.replace("docs: {", "redirects: [\n    { from: '/sitemap.xml', to: '/docs/intro' },\n  ],\n  docs: {"));
    const run = await build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('hexsite.config.ts:9:13  Unexpected redirect at `/site/sitemap.xml`');
  });
});
