// Hardening of the build (issue 34): what content, config and the machine can do to a build
// and to the terminal that shows it, each ending in a clear message and the documented exit.
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canObeyPermissions, hexsite, scratchSite, snapshot, STACK, startHexsite, type Scratch } from './helpers.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = scratchSite('minimal');
});
afterEach(() => scratch.remove());

function write(file: string, contents: string | Buffer) {
  mkdirSync(path.dirname(path.join(scratch.site, file)), { recursive: true });
  writeFileSync(path.join(scratch.site, file), contents);
}

function build(args: string[] = []) {
  const run = hexsite(['build', scratch.site, '--out', scratch.out, ...args]);
  expect(run.output).not.toMatch(STACK);
  return run;
}

describe('faults: build hardening', () => {
  it('prints the control characters of a file name as escapes, never raw', () => {
    write('docs/a\u001b]0;pwned\u0007\u001b[2Jb\u202e.md', '# Escapes\n');
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/a\\x1B]0;pwned\\x07\\x1B[2Jb\\u202E.md  Unexpected URL');
    expect(run.output).not.toMatch(/[\u0007\u001b\u202e]/);
  });

  it('refuses a javascript: edit URL in front matter, naming the file and the value', () => {
    write('docs/edit.md', `---\ncustom_edit_url: "javascript:alert('edit')"\n---\n\n# Edit\n`);
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`docs/edit.md:2  Unexpected "javascript:alert('edit')" for front matter \`custom_edit_url\`, expected a path, or an http:, https:, mailto: or tel: URL`);
  });

  it('refuses a javascript: link of the navbar, spelt as a browser still reads it', () => {
    const config = path.join(scratch.site, 'hexsite.config.ts');
    const text = readFileSync(config, 'utf8');
    writeFileSync(config, text.replace("href: 'https://example.com/code'", "href: ' JavaScript:alert(1)'"));
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('hexsite.config.ts:15:15  Unexpected string " JavaScript:alert(1)" for `navbar.items.2.href`, expected a path, or an http:, https:, mailto: or tel: URL');
  });
});

describe('faults: front matter of many keys', () => {
  function keys(count: number): string {
    let yaml = '';
    for (let i = 0; i < count; i++) yaml += `key${i}: value${i}\n`;
    return `---\n${yaml}---\n\n# Keys\n`;
  }

  it('refuses front matter of 200,000 keys at once (it ran past 10 minutes)', () => {
    write('docs/keys.md', keys(200_000));
    const start = Date.now();
    const run = hexsite(['build', scratch.site, '--out', scratch.out], { timeoutMs: 60_000 });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/keys.md:2  Unexpected front matter of 4.17 MB, expected at most 1 MB');
    expect(Date.now() - start).toBeLessThan(30_000);
  });

  it('builds a page of 20,000 front matter keys', () => {
    write('docs/keys.md', keys(20_000));
    const run = build();
    expect(run.code).toBe(0);
  });
});

describe('faults: a config exported as a promise', () => {
  function exportConfig(prefix: string, suffix = '') {
    const config = path.join(scratch.site, 'hexsite.config.ts');
    const text = readFileSync(config, 'utf8').replace('export default defineConfig(', `export default ${prefix}defineConfig(`);
    writeFileSync(config, text.replace(/\);\s*$/, `)${suffix};\n`));
  }

  it('builds with a config exported by an async function, as Docusaurus allows', () => {
    exportConfig('async () => ');
    expect(build().code).toBe(0);
  });

  it('reports a config promise that never settles at once, naming the config, exit 1', () => {
    exportConfig('new Promise(() => {}).then(() => ', ')');
    // The default time limit: nothing is left that could settle the promise, which is said at once.
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('hexsite.config.ts  Unexpected promise that never settles while loading the config, expected it to resolve or reject');
  });

  it('reports a config promise still waiting past --timeout, exit 3', () => {
    exportConfig('new Promise((done) => setTimeout(done, 600_000)).then(() => ', ')');
    const run = build(['--timeout', '1']);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('hexsite.config.ts  Unexpected code still running after 1 s while loading the config, expected it to finish');
  });

  it('reports a config promise that rejects with its reason', () => {
    exportConfig('Promise.reject(new Error("no settings")).then(() => ', ')');
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('hexsite.config.ts  Unexpected error while evaluating the config: no settings');
  });
});

/** Runs `hexsite …args` without blocking this thread, so that several can run at once. */
function runAsync(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = startHexsite(args);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('faults: builds of one site at once', () => {
  it('runs three builds of one site one after the other, saying that they wait', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => runAsync(['build', scratch.site, '--out', scratch.out])));
    for (const run of runs) {
      expect(run.output).not.toMatch(STACK);
      expect(run.code).toBe(0);
    }
    // The first to take the lock holds it for its whole build; those that came while it ran said they wait.
    expect(runs.filter((run) => run.output.includes('… waiting for another build of this site (process ')).length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(snapshot(scratch.out))).toContain('docs/intro/index.html');
  });

  it('takes over the lock of a build that was killed', () => {
    write('.hexsite/build.lock', '4194304\n');
    const run = build();
    expect(run.code).toBe(0);
    expect(run.output).not.toContain('waiting');
    // Taken over and released: no lock is left behind for the next build.
    expect(existsSync(path.join(scratch.site, '.hexsite/build.lock'))).toBe(false);
  });
});

describe('faults: a signal during a build', () => {
  it('ends a large build on SIGTERM with exit 143, saying nothing, the previous output untouched', async () => {
    for (let i = 0; i < 80; i++) write(`docs/gen/page-${i}.md`, `# Page ${i}\n\n${'Some text with **bold** and `code`.\n\n```js\nconst a = 1;\n```\n\n'.repeat(10)}`);
    expect(build().code).toBe(0);
    const before = snapshot(scratch.out);
    for (let i = 0; i < 80; i++) write(`docs/gen/page-${i}.md`, `# Page ${i} again\n\n${'Other text.\n\n'.repeat(50)}`);
    const child = startHexsite(['build', scratch.site, '--out', scratch.out, '--no-cache']);
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    // Stopped once the pages are parsed on the threads: while they render.
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => (output += chunk, chunk.includes('parsed') && resolve())));
    child.kill('SIGTERM');
    expect(await closed).toBe(143);
    expect(output).not.toMatch(/Internal error/);
    expect(output).not.toMatch(STACK);
    expect(snapshot(scratch.out)).toEqual(before);
  });
});

describe('faults: a sidebar category that holds itself', () => {
  it('reports the category instead of running out of stack', () => {
    write('sidebars.ts', "const guides = { type: 'category', label: 'Guides', items: ['guides/first'] as unknown[] };\nguides.items.push(guides);\nexport default { main: ['intro', guides] };\n");
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('sidebars.ts:1:43  Unexpected category `Guides` inside itself, expected items that end');
  });
});

describe('faults: a read-only output folder', () => {
  it.runIf(canObeyPermissions())('names the output folder and exits 3, the output untouched', () => {
    expect(build().code).toBe(0);
    const before = snapshot(scratch.out);
    const folders = [scratch.out, ...readdirSync(scratch.out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(entry.parentPath, entry.name))];
    for (const folder of folders) chmodSync(folder, 0o555);
    try {
      write('docs/intro.md', '# Intro again\n');
      const run = hexsite(['build', scratch.site, '--out', scratch.out], { obeyPermissions: true });
      expect(run.output).not.toMatch(STACK);
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/Unexpected read-only output folder `[^`]*out` \(`[^`]*out\/[^`]+` in it may not be written, EACCES\), expected a folder hexsite may replace/);
      expect(snapshot(scratch.out)).toEqual(before);
    } finally {
      for (const folder of folders) chmodSync(folder, 0o755);
    }
  });
});

describe('faults: a doc at the URL of the tags list', () => {
  it('names the doc once, and the generated page', () => {
    write('docs/tagged.md', '---\ntags: [setup]\n---\n\n# Tagged\n');
    write('docs/tags.md', '# Tags of my own\n');
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/tags.md  Unexpected generated docsTags page at `/site/docs/tags`, expected one page per URL; docs/tags.md is there already');
  });
});
