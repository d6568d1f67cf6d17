import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import type { BuildResult } from '../../../src/pipeline/types.js';
import { textHash } from '../../../theme/dev/protocol.js';
import { renderDevClient } from '../../../src/watch/devClient.js';
import { BURST_SIZE } from '../../../src/watch/rebuildQueue.js';
import { dataScriptOf, previewEach, previewEdits, unchangedSinceBuilt } from '../../../src/watch/previewEdits.js';
import type { SiteChange } from '../../../src/watch/watchSite.js';
import { writeSite } from '../helpers.js';

const INTRO = '# Intro\n\nFirst paragraph.\n\n## Setup\n\nInstall it.\n\nThen read [the other page](./other.md).\n';

const RELEASE = '---\ntitle: Release\n---\n\nWhat is new.\n\n<!-- truncate -->\n\n## Details\n\nThe details.\n';

let site: string;
afterEach(() => rmSync(site, { recursive: true, force: true }));

async function builtSite(): Promise<{ last: BuildResult; out: string }> {
  site = await writeSite({
    'docs/intro.md': INTRO,
    'docs/other.md': '# Other\n\nSee [the intro](./intro.md#setup).\n',
    'blog/2025-01-02-news.md': '---\ntitle: News\n---\n\nThe news.\n',
    'blog/2025-01-03-release.md': RELEASE,
  });
  const out = path.join(site, 'build');
  return { last: await build({ siteDir: site, outDir: out }), out };
}

const edit = (file: string, text: string): SiteChange[] => {
  writeFileSync(path.join(site, file), text);
  return [{ type: 'change', file }];
};

describe('watch/previewEdits', () => {
  it('writes the edited page over its file as the rebuild then writes it', async () => {
    const { last, out } = await builtSite();
    const changes = edit('docs/intro.md', INTRO.replace('Install it.', 'Install it with npm, then run it.'));
    const pages = previewEdits({ siteDir: site, last, changes });
    expect(pages?.map((page) => page.permalink)).toEqual(['/b/docs/intro']);
    const written = readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(written).toContain('Install it with npm, then run it.');
    expect(written).toBe(pages![0].html);
    // What the event carries: the content element's new HTML, and the hash of the data it goes with.
    expect(written).toContain(`<div id="__content" class="markdown">${pages![0].contentHtml}</div>`);
    expect(pages![0].contentHtml).toContain('Install it with npm, then run it.');
    const before = readFileSync(path.join(out, 'docs/other/index.html'), 'utf8');
    expect(dataScriptOf(written)).toMatch(/^\{"chrome":/);
    expect(pages![0].dataHash).toBe(textHash(dataScriptOf(written)));
    expect(pages![0].dataHash).not.toBe(textHash(dataScriptOf(before)));
    // Its data did not change: the event carries none.
    expect(pages![0].dataText).toBeUndefined();
    // The rebuild renders the same page: the reader sees no second change.
    await build({ siteDir: site, outDir: out });
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toBe(written);
  });

  it('shows an edit once when its file is heard changing twice, as a file written in place is', async () => {
    const { last } = await builtSite();
    const changes = edit('docs/intro.md', INTRO.replace('Install it.', 'Install it twice.'));
    expect(previewEdits({ siteDir: site, last, changes })?.map((page) => page.permalink)).toEqual(['/b/docs/intro']);
    expect(previewEdits({ siteDir: site, last, changes })).toEqual([]);
    // Another edit is shown again.
    expect(previewEdits({ siteDir: site, last, changes: edit('docs/intro.md', INTRO.replace('Install it.', 'Install it thrice.')) })).toHaveLength(1);
  });

  it.each([
    ['a new heading: the table of contents is made again', `${INTRO}\n## More {#more}\n\nText.\n`],
    ['a heading renamed that no link points at', INTRO.replace('## Setup', '## Setup\n\n### First steps')],
    ['a paragraph above the headings and links: only their lines move', INTRO.replace('First paragraph.', 'First paragraph.\n\nA second one,\nover two lines.')],
  ])('shows %s, as the rebuild then writes it', async (_, text) => {
    const { last, out } = await builtSite();
    const pages = previewEdits({ siteDir: site, last, changes: edit('docs/intro.md', text) });
    expect(pages?.map((page) => page.permalink)).toEqual(['/b/docs/intro']);
    const written = readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(written).toBe(pages![0].html);
    await build({ siteDir: site, outDir: out });
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toBe(written);
  });

  it('makes the table of contents again from the new headings, in the HTML and the page data', async () => {
    const { last } = await builtSite();
    const before = dataScriptOf(readFileSync(path.join(last.outDir!, 'docs/intro/index.html'), 'utf8'));
    const pages = previewEdits({ siteDir: site, last, changes: edit('docs/intro.md', `${INTRO}\n## Upgrade later\n\nText.\n`) });
    const data = JSON.parse(dataScriptOf(pages![0].html)) as { page: { toc: Array<{ id: string; text: string }> } };
    expect(data.page.toc.map((item) => [item.id, item.text])).toEqual([
      ['setup', 'Setup'],
      ['upgrade-later', 'Upgrade later'],
    ]);
    expect(pages![0].html).toContain('href="#upgrade-later"');
    // The browser's page holds the old table of contents: the event brings the new data along.
    expect(pages![0].dataHash).not.toBe(textHash(before));
    expect(pages![0].dataText).toBe(dataScriptOf(pages![0].html));
  });

  it.each([
    ['a heading renamed whose id a link points at (the link check)', 'docs/intro.md', INTRO.replace('## Setup', '## Set it up'), 'docs/intro'],
    ['two headings with one custom id (the build fails on it)', 'docs/intro.md', `${INTRO}\n## One {#twice}\n\n## Two {#twice}\n`, 'docs/intro'],
    ['a new title (the sidebar of every page)', 'docs/intro.md', INTRO.replace('# Intro', '# Introduction'), 'docs/intro'],
    ['a changed first paragraph (the description)', 'docs/intro.md', INTRO.replace('First paragraph.', 'Opening words.'), 'docs/intro'],
    ['a new link (the link check)', 'docs/intro.md', `${INTRO}\nSee [other](./other.md).\n`, 'docs/intro'],
    ['a blog post without a truncate marker (all of it shows in the blog lists)', 'blog/2025-01-02-news.md', '---\ntitle: News\n---\n\nThe latest news.\n', 'blog/2025/01/02/news'],
    ['the excerpt of a blog post (the blog lists)', 'blog/2025-01-03-release.md', RELEASE.replace('What is new.', 'What is *new*.'), 'blog/2025/01/03/release'],
    ['a blog post that takes a minute longer to read (the blog lists)', 'blog/2025-01-03-release.md', `${RELEASE}\n${'word '.repeat(400)}\n`, 'blog/2025/01/03/release'],
    ['a file that does not parse', 'docs/intro.md', `---\nsidebar_position: [1\n---\n\n${INTRO}`, 'docs/intro'],
  ])('leaves %s to the rebuild', async (_, file, text, page) => {
    const { last, out } = await builtSite();
    // The edited file's page, as the last build wrote it, stays until the rebuild.
    const before = readFileSync(path.join(out, page, 'index.html'), 'utf8');
    expect(previewEdits({ siteDir: site, last, changes: edit(file, text) })).toBeNull();
    expect(readFileSync(path.join(out, page, 'index.html'), 'utf8')).toBe(before);
  });

  it('shows an edit below the truncate marker of a blog post, its new heading in the table of contents, as the rebuild then writes it', async () => {
    const { last, out } = await builtSite();
    const list = readFileSync(path.join(out, 'blog/index.html'), 'utf8');
    const text = RELEASE.replace('The details.', 'The details, written out.\n\n## Upgrading\n\nRun the installer again.');
    const pages = previewEdits({ siteDir: site, last, changes: edit('blog/2025-01-03-release.md', text) });
    expect(pages?.map((page) => page.permalink)).toEqual(['/b/blog/2025/01/03/release']);
    const written = readFileSync(path.join(out, 'blog/2025/01/03/release/index.html'), 'utf8');
    expect(written).toBe(pages![0].html);
    expect(pages![0].contentHtml).toContain('The details, written out.');
    const data = JSON.parse(pages![0].dataText!) as { page: { toc: Array<{ id: string }> } };
    expect(data.page.toc.map((item) => item.id)).toEqual(['details', 'upgrading']);
    await build({ siteDir: site, outDir: out });
    expect(readFileSync(path.join(out, 'blog/2025/01/03/release/index.html'), 'utf8')).toBe(written);
    // The lists show the post as they did.
    expect(readFileSync(path.join(out, 'blog/index.html'), 'utf8')).toBe(list);
  });

  it('leaves added files and unchanged saves to the rebuild', async () => {
    const { last } = await builtSite();
    writeFileSync(path.join(site, 'docs/new.md'), '# New\n');
    expect(previewEdits({ siteDir: site, last, changes: [{ type: 'add', file: 'docs/new.md' }] })).toBeNull();
    expect(previewEdits({ siteDir: site, last, changes: [{ type: 'change', file: 'docs/intro.md' }] })).toBeNull();
  });

  it('shows each file of a save on its own: a broken file holds back no other, and a burst is left to the rebuild', async () => {
    const { last, out } = await builtSite();
    const changes = [
      ...edit('docs/intro.md', INTRO.replace('Install it.', 'Install it alongside.')),
      ...edit('docs/other.md', '---\nsidebar_position: [1\n---\n\n# Other\n'),
    ];
    // Together, the broken file leaves both to the rebuild; each on its own, the edit shows.
    expect(previewEdits({ siteDir: site, last, changes })).toBeNull();
    expect(previewEach({ siteDir: site, last, changes }).map((page) => page.permalink)).toEqual(['/b/docs/intro']);
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toContain('Install it alongside.');
    const burst = Array.from({ length: BURST_SIZE }, (_, i) => edit(`docs/burst-${i}.md`, `# Burst ${i}\n`)[0]);
    expect(previewEach({ siteDir: site, last, changes: [...edit('docs/intro.md', INTRO.replace('Install it.', 'Install it in a burst.')), ...burst] })).toEqual([]);
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).not.toContain('in a burst');
  });

  it('tells a save that changed no page\'s Markdown from one the rebuild must build', async () => {
    const { last } = await builtSite();
    const unchanged = (changes: SiteChange[]) => unchangedSinceBuilt({ siteDir: site, last, changes });
    // Saved as it was, each of several pages, and heard twice.
    expect(unchanged([{ type: 'change', file: 'docs/intro.md' }, { type: 'change', file: 'blog/2025-01-02-news.md' }, { type: 'change', file: 'docs/intro.md' }])).toBe(true);
    // Emptied, as a file written in place is first heard; then filled again.
    expect(unchanged(edit('docs/intro.md', ''))).toBe(false);
    expect(unchanged(edit('docs/intro.md', INTRO))).toBe(true);
    expect(unchanged(edit('docs/intro.md', `${INTRO}\nMore.\n`))).toBe(false);
    writeFileSync(path.join(site, 'docs/intro.md'), INTRO);
    // Files that are no page's Markdown, or no longer there, and changes that are no edits.
    writeFileSync(path.join(site, 'static.txt'), 'text');
    expect(unchanged([{ type: 'change', file: 'static.txt' }])).toBe(false);
    expect(unchanged([{ type: 'change', file: 'hexsite.config.json' }])).toBe(false);
    expect(unchanged([{ type: 'add', file: 'docs/intro.md' }])).toBe(false);
    rmSync(path.join(site, 'docs/other.md'));
    expect(unchanged([{ type: 'change', file: 'docs/other.md' }])).toBe(false);
    expect(unchanged([])).toBe(false);
  });

  it('hashes text with FNV-1a, the very function the dev client runs, so a browser can tell whether the content was made for its data', () => {
    expect(['', 'a', 'foobar'].map(textHash)).toEqual(['811c9dc5', 'e40c292c', 'bf9cf968']);
    expect(textHash('{"page":{"title":"Café 🎉"}}')).not.toBe(textHash('{"page":{"title":"Cafe 🎉"}}'));
    // The served dev client's own copy of the function (dist/devClient.js, compiled from theme/dev/).
    const source = /function textHash\(text\) \{[\s\S]*?\n  \}/.exec(renderDevClient())?.[0];
    const clientHash = new Function(`${source}; return textHash;`)() as (text: string) => string;
    const texts = ['', 'a', 'foobar', '{"page":{"title":"Café 🎉"}}'];
    expect(texts.map(clientHash)).toEqual(texts.map(textHash));
  });
});
