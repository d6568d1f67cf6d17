// The site's code that never ends (an endless loop, a promise that never settles) fails the
// build within `--timeout`, naming where it runs, and never holds the process against a signal.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hexsite, scratchSite, startHexsite, printed, STACK, type Scratch } from './helpers.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = scratchSite('minimal');
});
afterEach(() => scratch.remove());

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(scratch.site, file)), { recursive: true });
  writeFileSync(path.join(scratch.site, file), text);
}

function build(args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const run = hexsite(['build', scratch.site, '--out', scratch.out, ...args], { env, timeoutMs: 40_000 });
  expect(run.output).not.toMatch(STACK);
  return run;
}

/** A plugin written into the config: `hooks` is the body of the object it returns. */
function addPlugin(plugin: string) {
  const config = path.join(scratch.site, 'hexsite.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace('export default defineConfig({', `${plugin}\nexport default defineConfig({\n  plugins: [spin],`));
}

const LOOPING_MDX = [
  ['an expression', '# Spin\n\n{(() => { console.log("spinning"); for (;;) {} })()}\n'],
  ['a component', "import Spin from '@site/src/components/Spin';\n\n# Spin\n\n<Spin />\n"],
];

function addLoopingMdx(text: string) {
  write('src/components/Spin.tsx', 'export default function Spin() { console.log("spinning"); while (true) {} }\n');
  write('docs/spin.mdx', text);
}

describe('faults: MDX that never finishes rendering', () => {
  it.each(LOOPING_MDX)('stops %s of a page that loops, with exit 3 and the page', (_, text) => {
    addLoopingMdx(text);
    const run = build(['--timeout', '1']);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("docs/spin.mdx  Unexpected code still running after 1 s while rendering the page's MDX, expected it to finish");
    expect(run.stderr).toContain('hint: Look for an endless loop in its expressions and in the components it uses.');
  });

  it('stops it on the parse threads too', () => {
    addLoopingMdx(LOOPING_MDX[0][1]);
    const run = build(['--timeout', '1'], { HEXSITE_WORKERS: '2' });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("docs/spin.mdx  Unexpected code still running after 1 s while rendering the page's MDX");
  });

  // SIGTERM ends the process at once; Ctrl-C is handled, with hexsite's clean-up, once the time
  // limit has stopped the loop (Node's own way to break a script on Ctrl-C loses signals).
  it.each([
    ['SIGINT', '2', 130, null],
    ['SIGTERM', '600', null, 'SIGTERM'],
  ] as const)('ends on %s while the loop runs', async (signal, timeout, code, killedBy) => {
    addLoopingMdx(LOOPING_MDX[0][1]);
    const child = startHexsite(['build', scratch.site, '--out', scratch.out, '--timeout', timeout]);
    const ended = new Promise<[number | null, string | null]>((resolve) => child.once('exit', (...end) => resolve(end)));
    await printed(child, /spinning/);
    child.kill(signal);
    expect(await ended).toEqual([code, killedBy]);
  });

  it('under serve --watch, reports a looping save at the file and goes on serving the last good build', async () => {
    const child = startHexsite(['serve', '--watch', scratch.site, '--port', '0', '--timeout', '1', '--quiet'], { env: { TMPDIR: scratch.root } });
    const ended = new Promise((resolve) => child.once('exit', resolve));
    try {
      const url = /at (http:\/\/\S+)/.exec(await printed(child, /at http:\/\/\S+\s/))![1];
      const before = await fetch(`${url}docs/intro`);
      expect(before.status).toBe(200);
      const failed = printed(child, /still serving the last good build/);
      addLoopingMdx(LOOPING_MDX[0][1]);
      expect(await failed).toContain("docs/spin.mdx  Unexpected code still running after 1 s while rendering the page's MDX");
      const after = await fetch(`${url}docs/intro`);
      expect(after.status).toBe(200);
      expect(await after.text()).toBe(await before.text());
    } finally {
      child.kill('SIGTERM');
      await ended;
    }
  });
});

describe('faults: plugin hooks that never end', () => {
  it.each([
    ['loadContent', "function spin() { return { name: 'spin', loadContent() { for (;;) {} } }; }", 'running the hook `loadContent` of plugin `spin`'],
    ['contentLoaded', "function spin() { return { name: 'spin', contentLoaded() { while (true) {} } }; }", 'running the hook `contentLoaded` of plugin `spin`'],
    ['the plugin function', 'function spin() { for (;;) {} }', 'making the plugin `spin`'],
    ['loadContent awaiting a 10-minute timer', "function spin() { return { name: 'spin', async loadContent() { await new Promise((done) => setTimeout(done, 600_000)); } }; }", 'running the hook `loadContent` of plugin `spin`'],
    ['postBuild', "function spin() { return { name: 'spin', async postBuild() { for (;;) {} } }; }", 'running the hook `postBuild` of plugin `spin`'],
  ])('stops %s within --timeout, naming the plugin and the hook', (_, plugin, doing) => {
    addPlugin(plugin);
    const run = build(['--timeout', '1']);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain(`hexsite.config.ts  Unexpected code still running after 1 s while ${doing}, expected it to finish`);
  });

  it.each(['loadContent', 'postBuild'])('reports a %s whose promise never settles at once, instead of a silent exit 13', (hook) => {
    addPlugin(`function spin() { return { name: 'spin', ${hook}() { return new Promise(() => {}); } }; }`);
    // The default time limit: the message comes as soon as nothing is left to settle the promise.
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`hexsite.config.ts  Unexpected promise that never settles while running the hook \`${hook}\` of plugin \`spin\`, expected it to resolve or reject`);
    expect(run.stderr).toContain('✗ build failed; the previous output was left untouched');
  });
});
