// A page's HTML does not grow with the site: a folder of many docs gives each page a window of
// its sidebar, not every entry (issue 34, item 7).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexsite, scratchSite, type Scratch } from './helpers.js';

/** The bound this suite holds a page of tiny docs to, whatever the number of docs. */
const PAGE_BOUND = 40 * 1024;

/** Builds a site of `count` tiny docs in one folder; returns the output folder. */
function buildFlatSite(scratch: Scratch, count: number): string {
  const site = path.join(scratch.root, `flat-${count}`);
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify({ title: 'Flat', url: 'https://example.com', baseUrl: '/' }));
  for (let i = 0; i < count; i++) {
    const name = `doc-${String(i).padStart(4, '0')}`;
    writeFileSync(path.join(site, 'docs', `${name}.md`), `# Doc ${i}\n\nA small page.\n`);
  }
  const out = path.join(scratch.root, `out-${count}`);
  const run = hexsite(['build', site, '--out', out, '--no-cache'], { timeoutMs: 110_000 });
  if (run.code !== 0) throw new Error(`the flat site of ${count} docs does not build: ${run.stderr}`);
  return out;
}

/** The size in bytes of each page's HTML under `docs/`, by URL path. */
function docPageSizes(out: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const name of readdirSync(path.join(out, 'docs')).filter((entry) => entry.startsWith('doc-'))) {
    const file = path.join(out, 'docs', name, 'index.html');
    sizes.set(`/docs/${name}`, statSync(file).size);
  }
  return sizes;
}

describe('faults: page size on a large flat sidebar', () => {
  const small = 300;
  const large = 600;
  let scratch: Scratch;
  let outSmall: string;
  let outLarge: string;
  beforeAll(() => {
    scratch = scratchSite('minimal');
    outSmall = buildFlatSite(scratch, small);
    outLarge = buildFlatSite(scratch, large);
  }, 240_000);
  afterAll(() => scratch?.remove());

  it(`keeps every page under ${PAGE_BOUND / 1024} KiB, and no larger with twice the docs`, () => {
    const largestSmall = Math.max(...docPageSizes(outSmall).values());
    const largestLarge = Math.max(...docPageSizes(outLarge).values());
    expect(largestLarge).toBeLessThan(PAGE_BOUND);
    // Only the digits of the "N more" counts may differ.
    expect(largestLarge).toBeLessThan(largestSmall + 100);
  });

  it('leaves every doc reachable from the first by the links of the sidebar alone, without JavaScript', () => {
    const sizes = docPageSizes(outLarge);
    const seen = new Set(['/docs/doc-0000']);
    const queue = ['/docs/doc-0000'];
    while (queue.length) {
      const html = readFileSync(path.join(outLarge, `${queue.pop()}/index.html`), 'utf8');
      // The sidebar's window and its "more" links only: previous/next would reach every doc too.
      const sidebar = html.slice(html.indexOf('<nav aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs sidebar"')));
      expect(sidebar.length).toBeGreaterThan(0);
      for (const [, href] of sidebar.matchAll(/href="(\/docs\/doc-\d+)"/g)) {
        if (!seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
    }
    expect([...sizes.keys()].filter((href) => !seen.has(href))).toEqual([]);
  });

  it('sends the whole sidebar once, as the sidebar file the client loads', () => {
    const whole = JSON.parse(readFileSync(path.join(outLarge, '__hexsite/sidebars/tutorialSidebar.json'), 'utf8')) as unknown[];
    expect(whole).toHaveLength(large);
  });
});
