import { execFile, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { promisify } from 'node:util';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { LastUpdate } from './types.js';

export type { LastUpdate } from './types.js';

/**
 * The history last read: for a repository at a commit, each file's last commit and the files git
 * does not track. The same for every build until the next commit.
 */
let lastRead: { key: string; known: Map<string, LastUpdate>; untracked: Set<string> } | undefined;

const run = promisify(execFile);

/**
 * The last commit of each file (absolute real paths), as Docusaurus's `showLastUpdateTime` and
 * `showLastUpdateAuthor` show it: one `git log` over the folders that hold them, newest first,
 * stopped once every file is found; a file's first appearance is its last change. Read once per
 * commit of the repository (uncommitted edits do not count, as in Docusaurus). A site outside
 * a git repository, or files git does not track, are told in one warning each, and show nothing.
 */
export async function readLastUpdates(siteDir: string, files: string[]): Promise<{ updates: Map<string, LastUpdate>; warnings: HexsiteError[] }> {
  const updates = new Map<string, LastUpdate>();
  if (!files.length) return { updates, warnings: [] };
  let root: string;
  let head: string;
  try {
    root = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: siteDir })).stdout.trim();
    head = (await run('git', ['rev-parse', 'HEAD'], { cwd: siteDir })).stdout.trim();
  } catch (caught) {
    const missing = (caught as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      updates,
      warnings: [
        new HexsiteError(missing ? 'Unexpected missing `git` command, expected git to read when each page was last updated' : 'Unexpected site outside a git repository (or one without commits), expected its history to read when each page was last updated', {
          ruleId: 'last-update-unknown',
          hint: missing ? 'Install git, or set showLastUpdateTime and showLastUpdateAuthor to false.' : 'Build from a clone of the repository, or give pages a `last_update` in their front matter.',
        }),
      ],
    };
  }
  const key = `${root}\0${head}`;
  const wanted = files.map((file) => path.relative(root, file).split(path.sep).join('/'));
  const cached = lastRead?.key === key ? lastRead : undefined;
  if (!cached || wanted.some((file) => !cached.known.has(file) && !cached.untracked.has(file))) {
    const known = await readHistory(root, wanted);
    lastRead = { key, known, untracked: new Set(wanted.filter((file) => !known.has(file))) };
  }
  const { known } = lastRead!;
  const untracked: string[] = [];
  files.forEach((file, index) => {
    const found = known.get(wanted[index]);
    if (found) updates.set(file, found);
    else untracked.push(path.relative(siteDir, file).split(path.sep).join('/'));
  });
  const warnings = untracked.length
    ? [
        new HexsiteError(`Unexpected ${untracked.length === 1 ? 'file' : `${untracked.length} files`} without a commit (${untracked.slice(0, 3).map((file) => `\`${file}\``).join(', ')}${untracked.length > 3 ? ', …' : ''}), expected files git tracks: ${untracked.length === 1 ? 'it shows' : 'they show'} no last update`, {
          ruleId: 'last-update-untracked',
          hint: 'Commit the files, or give them a `last_update` in their front matter.',
        }),
      ]
    : [];
  return { updates, warnings };
}

/** Reads `git log` newest first until every wanted file (relative to the repository root) is found. */
async function readHistory(root: string, wanted: string[]): Promise<Map<string, LastUpdate>> {
  const left = new Set(wanted);
  const found = new Map<string, LastUpdate>();
  // The top folders, not the files: a command line of thousands of files would pass the system's limit.
  const tops = [...new Set(wanted.map((file) => (file.includes('/') ? file.split('/')[0] : '.')))];
  const child = spawn('git', ['-c', 'core.quotepath=off', 'log', '--format=%x1e%ct%x1f%an', '--name-only', '--no-renames', '--', ...tops], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
  const lines = createInterface({ input: child.stdout });
  let current: LastUpdate | undefined;
  for await (const line of lines) {
    if (line.startsWith('\x1e')) {
      const [time, author] = line.slice(1).split('\x1f');
      current = { at: Number(time) * 1000, by: author };
      continue;
    }
    if (!line || !current || !left.has(line)) continue;
    found.set(line, current);
    left.delete(line);
    if (!left.size) break;
  }
  child.kill();
  return found;
}
