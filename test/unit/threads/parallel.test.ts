import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../faults/helpers.js';

const bin = path.resolve(import.meta.dirname, '../../../bin/hexsite.js');
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-parallel-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A site large enough for worker threads: 90 docs in folders, linking to each other, and a blog. */
function writeLargeSite(dir: string) {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('hexsite.config.json', JSON.stringify({ title: 'Large', url: 'https://example.com', baseUrl: '/large/' }));
  for (let index = 0; index < 90; index++) {
    const folder = `part-${index % 6}`;
    const next = `../part-${(index + 1) % 6}/page-${index + 1 === 90 ? 0 : index + 1}.md`;
    const body = [
      `# Page ${index}`,
      `Text of page ${index} with a [link to the next page](${next}#setup) and \`code\`.`,
      '## Setup',
      '```ts title="setup.ts" {2}',
      `const page = ${index};`,
      'console.log(page);',
      '```',
      ':::tip A tip',
      `Tip number ${index}.`,
      ':::',
      '## Table',
      '| a | b |\n|---|---|\n| 1 | 2 |',
    ].join('\n\n');
    write(`docs/${folder}/page-${index}.md`, `---\ntags: [t${index % 4}]\n---\n\n${body}\n`);
  }
  for (let index = 1; index <= 12; index++) {
    const day = String(index).padStart(2, '0');
    write(`blog/2025-01-${day}-post-${index}.md`, `---\ntitle: Post ${index}\nauthors: [{ name: Writer }]\ntags: [news]\n---\n\nIntro ${index}.\n\n<!-- truncate -->\n\nMore of post ${index}, see [the first page](../docs/part-0/page-0.md).\n`);
  }
}

/** A site of few files and many pages: 12 posts with 6 tags of their own each, 80 tag pages in all. */
function writeManyTagsSite(dir: string) {
  mkdirSync(path.join(dir, 'blog'), { recursive: true });
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'hexsite.config.json'), JSON.stringify({ title: 'Tags', url: 'https://example.com', baseUrl: '/' }));
  writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n\nSee [the first post](../blog/2025-01-01-post-1.md).\n');
  for (let index = 1; index <= 12; index++) {
    const tags = Array.from({ length: 6 }, (_, tag) => `topic-${index}-${tag}`);
    const day = String(index).padStart(2, '0');
    writeFileSync(path.join(dir, `blog/2025-01-${day}-post-${index}.md`), `---\ntitle: Post ${index}\ntags: [news, ${tags.join(', ')}]\n---\n\nIntro ${index}.\n\n## Details\n\n\`\`\`js\nconsole.log(${index});\n\`\`\`\n`);
  }
}

/** A site whose search index is built on a thread of its own: 260 short docs. */
function writeWideSite(dir: string) {
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'hexsite.config.json'), JSON.stringify({ title: 'Wide', url: 'https://example.com', baseUrl: '/' }));
  for (let index = 0; index < 260; index++) writeFileSync(path.join(dir, `docs/page-${index}.md`), `# Page ${index}\n\nText of page ${index}, next to [page ${index + 1}](./page-${(index + 1) % 260}.md).\n`);
}

/** Runs `hexsite build` with `workers` threads (HEXSITE_WORKERS), or as hexsite chooses when undefined. */
function run(site: string, out: string, workers: string | undefined, ...extra: string[]) {
  const env = { ...process.env, HEXSITE_WORKERS: workers };
  if (workers === undefined) delete env.HEXSITE_WORKERS;
  return spawnSync(process.execPath, [bin, 'build', site, '--out', out, ...extra], { encoding: 'utf8', env });
}

/** Builds as `run` does, and expects the build to succeed; returns its standard output. */
function build(site: string, out: string, workers: string | undefined, ...extra: string[]): string {
  const result = run(site, out, workers, ...extra);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

describe('build in worker threads', () => {
  it('writes output byte-identical to a single-threaded build, cold and from the cache', () => {
    const site = path.join(temp, 'site');
    writeLargeSite(site);
    build(site, path.join(temp, 'single'), '0', '--no-cache');
    build(site, path.join(temp, 'threads'), '2', '--no-cache');
    build(site, path.join(temp, 'filled'), '2');
    build(site, path.join(temp, 'cached'), '2');
    const single = snapshot(path.join(temp, 'single'));
    expect(Object.keys(single).length).toBeGreaterThan(120);
    expect(snapshot(path.join(temp, 'threads'))).toEqual(single);
    expect(snapshot(path.join(temp, 'cached'))).toEqual(single);
    // Four builds in their own processes: minutes on a loaded two-core machine.
  }, 240_000);

  it('renders in threads the pages of files parsed on this thread', () => {
    // 13 files are parsed here, their entries held in memory; the pages are too many for this thread alone.
    const site = path.join(temp, 'tags');
    writeManyTagsSite(site);
    build(site, path.join(temp, 'tags-single'), '0', '--no-cache');
    build(site, path.join(temp, 'tags-mixed'), undefined, '--no-cache');
    const single = snapshot(path.join(temp, 'tags-single'));
    expect(Object.keys(single).filter((file) => file.startsWith('blog/tags/')).length).toBeGreaterThan(64);
    expect(snapshot(path.join(temp, 'tags-mixed'))).toEqual(single);
  }, 120_000);

  it('renders and writes a rebuild while the search index is built on its own thread, and ends as a fresh build would', () => {
    const site = path.join(temp, 'wide');
    writeWideSite(site);
    const out = path.join(temp, 'wide-out');
    build(site, out, undefined);
    const page = path.join(site, 'docs/page-7.md');
    writeFileSync(page, '# Page 7\n\nA quokka came by.\n');
    // One page to render: it is rendered and written while the index's thread works.
    build(site, out, undefined);
    build(site, path.join(temp, 'wide-fresh'), undefined, '--no-cache');
    const rebuilt = snapshot(out);
    expect(rebuilt).toEqual(snapshot(path.join(temp, 'wide-fresh')));
    // A broken link fails the rebuild once the index's thread is done, and the output stays as it was.
    writeFileSync(page, '# Page 7\n\nSee [the missing page](/docs/missing/).\n');
    const failed = run(site, out, undefined);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('Unexpected link to `/docs/missing/`');
    expect(snapshot(out)).toEqual(rebuilt);
  }, 120_000);
});
