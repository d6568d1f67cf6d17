import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLastUpdates } from '../../../src/content/lastUpdate.js';
import type { ContentEntry } from '../../../src/content/types.js';
import { lastUpdateOf } from '../../../src/site/lastUpdate.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository whose site folder is `website/`, with commits by two authors at set times. */
function repository(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hexsite-last-update-'));
  dirs.push(root);
  const git = (args: string[], env: Record<string, string> = {}) => execFileSync('git', args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
  git(['init', '-q']);
  const commit = (author: string, when: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    git(['add', '-A']);
    const env = { GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.com', GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when };
    git(['commit', '-q', '-m', 'change'], env);
  };
  commit('First Writer', '2024-01-02T03:04:05Z', { 'website/docs/a.md': '# A\n', 'website/docs/b.md': '# B\n', 'docs/outside.md': '# Outside\n' });
  commit('Second Writer', '2024-06-07T08:09:10Z', { 'website/docs/b.md': '# B, again\n' });
  return root;
}

describe('content/lastUpdate: readLastUpdates', () => {
  it("gives each file its last commit's time and author, beside the site folder too, and names the files git does not track", async () => {
    const root = repository();
    writeFileSync(path.join(root, 'website/docs/new.md'), '# New\n');
    const site = path.join(root, 'website');
    const files = ['docs/a.md', 'docs/b.md', 'docs/new.md'].map((file) => path.join(site, file)).concat(path.join(root, 'docs/outside.md'));
    const { updates, warnings } = await readLastUpdates(site, files);
    expect(Object.fromEntries([...updates].map(([file, update]) => [path.relative(root, file), update]))).toEqual({
      'website/docs/a.md': { at: Date.parse('2024-01-02T03:04:05Z'), by: 'First Writer' },
      'website/docs/b.md': { at: Date.parse('2024-06-07T08:09:10Z'), by: 'Second Writer' },
      'docs/outside.md': { at: Date.parse('2024-01-02T03:04:05Z'), by: 'First Writer' },
    });
    expect(warnings.map((warning) => [warning.ruleId, warning.message])).toEqual([
      ['last-update-untracked', 'Unexpected file without a commit (`docs/new.md`), expected files git tracks: it shows no last update'],
    ]);
  });

  it('warns once, and shows nothing, for a site outside a git repository', async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'hexsite-no-git-'));
    dirs.push(site);
    writeFileSync(path.join(site, 'a.md'), '# A\n');
    const { updates, warnings } = await readLastUpdates(site, [path.join(site, 'a.md')]);
    expect(updates.size).toBe(0);
    expect(warnings.map((warning) => warning.ruleId)).toEqual(['last-update-unknown']);
  });
});

describe('site/lastUpdate: lastUpdateOf', () => {
  const entry = { file: 'docs/a.md', head: '---\nlast_update:\n  date: nope\n---\n' } as ContentEntry;
  const committed = { at: Date.parse('2024-06-07T08:09:10Z'), by: 'Second Writer' };
  const locale = () => ({ locale: 'fr', calendar: 'gregory' });

  it('shows what the options ask for, the front matter over the commit, the date in the locale', () => {
    expect(lastUpdateOf({ entry, written: undefined, committed, show: { showLastUpdateTime: true, showLastUpdateAuthor: true }, locale })).toEqual({
      lastUpdate: { at: '2024-06-07T08:09:10.000Z', date: '7 juin 2024', by: 'Second Writer' },
      errors: [],
    });
    expect(lastUpdateOf({ entry, written: { author: 'The docs team' }, committed, show: { showLastUpdateAuthor: true }, locale }).lastUpdate).toEqual({ by: 'The docs team' });
    expect(lastUpdateOf({ entry, written: { date: '2021-02-03' }, committed, show: { showLastUpdateTime: true }, locale }).lastUpdate).toEqual({ at: '2021-02-03T00:00:00.000Z', date: '3 février 2021' });
    expect(lastUpdateOf({ entry, written: { date: '2021-02-03' }, committed, show: {}, locale })).toEqual({ errors: [] });
    expect(lastUpdateOf({ entry, written: undefined, committed: undefined, show: { showLastUpdateTime: true }, locale })).toEqual({ errors: [] });
  });

  it('reports a front matter date it cannot read at its line', () => {
    const { errors } = lastUpdateOf({ entry, written: { date: 'nope' }, committed, show: { showLastUpdateTime: true }, locale });
    expect(errors.map((error) => [error.message, error.file, error.line])).toEqual([['Unexpected date "nope" in front matter `last_update`, expected a day such as 2025-05-19', 'docs/a.md', 2]]);
  });
});
