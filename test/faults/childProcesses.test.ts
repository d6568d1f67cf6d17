// A long-running hexsite (serve --watch) leaves no esbuild process behind as a zombie: every
// child process it started and that ended has been waited for.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchSite, startHexsite, printed, type Scratch } from './helpers.js';

let scratch: Scratch;
beforeEach(() => {
  scratch = scratchSite('minimal');
});
afterEach(() => scratch.remove());

/** The child processes of a process, each with its state (`Z`: ended and never waited for) and name. */
function childrenOf(pid: number): Array<{ pid: number; state: string; name: string }> {
  const children: Array<{ pid: number; state: string; name: string }> = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) {
      const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
      children.push({ pid: Number(child), state: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0], name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) });
    }
  }
  return children;
}

function writePage(note: string) {
  mkdirSync(path.join(scratch.site, 'src/components'), { recursive: true });
  writeFileSync(path.join(scratch.site, 'src/components/Note.tsx'), 'export default function Note(props: { text: string }) { return <b>{props.text}</b>; }\n');
  writeFileSync(path.join(scratch.site, 'docs/widget.mdx'), `import Note from '@site/src/components/Note';\n\n# Widget\n\n<Note text="${note}" />\n`);
}

describe('faults: child processes', () => {
  it.runIf(existsSync('/proc/self/task'))('leaves no zombie esbuild process after rebuilds of MDX pages, on this thread or on parse threads', async () => {
    writePage('first');
    const child = startHexsite(['serve', '--watch', scratch.site, '--port', '0'], { env: { TMPDIR: scratch.root, HEXSITE_WORKERS: '1' } });
    const ended = new Promise((resolve) => child.once('exit', resolve));
    try {
      expect(await printed(child, /at http:\/\/\S+\s/)).toMatch(/✓ watching/);
      // Two rebuilds: by the second, a process the first build's threads left has long ended.
      for (const note of ['second', 'third']) {
        const rebuilt = printed(child, /docs\/widget\.mdx changed/);
        writePage(note);
        expect(await rebuilt).toMatch(/docs\/widget\.mdx changed/);
      }
      expect(childrenOf(child.pid!).filter((each) => each.state === 'Z')).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await ended;
    }
  });
});
