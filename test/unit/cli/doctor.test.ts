import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../../src/cli/build.js';
import { runDoctor } from '../../../src/cli/doctor.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A small hexsite site whose home page is `home` (a React page). */
function siteWith(home: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-doctor-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'hexsite.config.json': JSON.stringify({ title: 'Tiny', url: 'https://example.com', baseUrl: '/' }),
    'docs/intro.md': '# Intro\n\nHello.\n',
    'docs/guide.md': '# Guide\n\nSee [the intro](./intro.md).\n',
    'pages/index.tsx': home,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** What a command printed, and its exit code. */
async function run(command: typeof runDoctor | typeof runBuild, siteDir: string): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await command({ siteDir, outDir: path.join(siteDir, 'build') } as never, { out: (line) => out.push(line), err: (line) => out.push(line) });
  return { code, out };
}

describe('hexsite doctor', () => {
  it('says the site will not build, with the build’s own error, when a page fails only once rendered', async () => {
    const site = siteWith("export default function Home() {\n  throw new Error('no data for the home page');\n}\n");
    const doctor = await run(runDoctor, site);
    const build = await run(runBuild, site);
    expect(build.code).toBe(1);
    const error = build.out.find((line) => line.includes('no data for the home page'))!;
    expect(error).toMatch(/^pages\/index\.tsx/);
    expect(doctor.code).toBe(1);
    expect(doctor.out).toContain(error);
    expect(doctor.out.at(-1)).toBe('✗ the site cannot build as it is: fix the problem above first');
    expect(doctor.out.some((line) => line.includes('will build'))).toBe(false);
  }, 60_000);

  it('says what will build and estimates the time from a build in memory, writing nothing', async () => {
    const site = siteWith('export default function Home() {\n  return <p>Home</p>;\n}\n');
    const { code, out } = await run(runDoctor, site);
    expect(code).toBe(0);
    expect(out[0]).toBe('Tiny: a hexsite site (hexsite.config.json)');
    expect(out[1]).toBe('  will build: 2 docs, 0 blog posts, 1 page, 1 docs version, 1 locale');
    expect(out.at(-1)).toMatch(/^ {2}estimated build time: \d+\.\d s \(built here, now, in memory in \d+\.\d s, every page parsed and \d+ of its \d+ pages rendered, in \d+\.\d ms each; a busy machine takes longer\)$/);
    expect(() => rmSync(path.join(site, 'build'))).toThrow();
  }, 60_000);
});
