// The site's own code (config, sidebars, React pages) cannot hang a build or end it silently.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { hexsite, snapshot, useBuiltScratch, STACK, type Scratch } from './helpers.js';

const site = useBuiltScratch('minimal');
let scratch: Scratch;
let before: Record<string, string>;
beforeEach(() => {
  scratch = site.scratch();
  before = site.before();
});

function prepend(file: string, code: string) {
  const absolute = path.join(scratch.site, file);
  writeFileSync(absolute, `${code}\n${readFileSync(absolute, 'utf8')}`);
}

function build(...extra: string[]) {
  const run = hexsite(['build', scratch.site, '--out', scratch.out, ...extra], { timeoutMs: 30_000 });
  expect(run.output).not.toMatch(STACK);
  return run;
}

describe('faults: user code', () => {
  it('stops a config that never finishes loading, with exit 3 and the file', () => {
    prepend('hexsite.config.ts', 'while (true) {}');
    const run = build('--timeout', '1');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('hexsite.config.ts  Unexpected code still running after 1 s while loading the config');
    expect(snapshot(scratch.out)).toEqual(before);
  });

  it('stops a sidebars file that never finishes loading', () => {
    prepend('sidebars.ts', 'for (;;) {}');
    const run = build('--timeout', '1');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('sidebars.ts  Unexpected code still running after 1 s while loading the sidebars');
  });

  it('stops a React page that never finishes rendering', () => {
    writeFileSync(path.join(scratch.site, 'pages/spin.tsx'), 'export default function Spin() { while (true) {} }\n');
    const run = build('--timeout', '1');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('pages/spin.tsx  Unexpected code still running after 1 s while rendering the page');
  });

  it('ends the process when the build is done, even though the config left a timer running', () => {
    prepend('hexsite.config.ts', 'setInterval(() => {}, 1000);');
    const run = build();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✓ built \d+ pages/);
  });

  it('reports a config that calls process.exit instead of obeying it', () => {
    prepend('hexsite.config.ts', 'process.exit(0);');
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('hexsite.config.ts  Unexpected call of process.exit(0) while loading the config');
    expect(snapshot(scratch.out)).toEqual(before);
  });

  it('reports a page that calls process.exit while rendering', () => {
    writeFileSync(path.join(scratch.site, 'pages/quit.tsx'), 'export default function Quit() { process.exit(3); }\n');
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pages/quit.tsx  Unexpected call of process.exit(3) while rendering the page');
  });

  it.each([
    ['undefined', 'throw undefined', 'undefined (the code threw no error object)'],
    ['a string', "throw 'no data'", 'no data'],
    ['an object', 'throw { reason: 42 }', '{"reason":42}'],
  ])('names what a page threw when it is %s', (_, statement, shown) => {
    writeFileSync(path.join(scratch.site, 'pages/throws.tsx'), `export default function Throws() { ${statement}; }\n`);
    const run = build();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`pages/throws.tsx  Unexpected error while rendering the page: ${shown}`);
  });

  it('reports a page that throws while worker threads render the docs, and stops them quietly', () => {
    // Enough docs for the render stage to run on threads, still busy when the page fails.
    for (let index = 0; index < 200; index++) writeFileSync(path.join(scratch.site, `docs/page-${index}.md`), `# Page ${index}\n\n${'Some text. '.repeat(400)}\n`);
    writeFileSync(path.join(scratch.site, 'pages/throws.tsx'), "export default function Throws() { throw new Error('no data'); }\n");
    const run = build('--no-cache');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pages/throws.tsx  Unexpected error while rendering the page: no data');
    expect(run.stderr).not.toContain('Internal error');
    expect(snapshot(scratch.out)).toEqual(before);
    // The threads stopped before the build removed its temporary output: none is left beside it.
    const outName = path.basename(scratch.out);
    expect(readdirSync(path.dirname(scratch.out)).filter((name) => name.startsWith(`.${outName}.tmp-`))).toEqual([]);
  });
});
