import { describe, expect, it } from 'vitest';
import { HexsiteError, HexsiteErrors } from '../../../src/errors/HexsiteError.js';
import { describeFailure } from '../../../src/watch/describeFailure.js';
import { createRebuildReporter, describeChanges } from '../../../src/watch/rebuildReport.js';
import { isIgnored } from '../../../src/watch/watchSite.js';

function recorder() {
  const lines: string[] = [];
  return { lines, print: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) } };
}

const warning = (file: string, ruleId: string) => new HexsiteError(`Unexpected link in ${file}`, { file, line: 2, ruleId, hint: 'Fix it.' });

describe('watch/rebuildReport', () => {
  it('names what changed: each file when few, a count when many', () => {
    expect(describeChanges([{ type: 'change', file: 'docs/a.md' }, { type: 'change', file: 'docs/a.md' }])).toBe('docs/a.md changed');
    expect(describeChanges([{ type: 'add', file: 'docs/b.md' }, { type: 'unlink', file: 'docs/a.md' }])).toBe('docs/b.md added, docs/a.md removed');
    expect(describeChanges(Array.from({ length: 100 }, (_, i) => ({ type: 'add' as const, file: `docs/p${i}.md` })))).toBe('100 files changed');
  });

  it('prints one summary line, then warnings grouped by rule and counted; the same warnings again only counted', () => {
    const { lines, print } = recorder();
    const report = createRebuildReporter({ print, color: false });
    const warnings = [warning('docs/a.md', 'broken-markdown-link'), warning('docs/b.md', 'broken-markdown-link'), warning('docs/c.md', 'unknown-tag')];
    report.built({ changes: [{ type: 'change', file: 'docs/a.md' }], pages: 2, total: 36, milliseconds: 412.4, warnings });
    expect(lines[0]).toBe('✓ docs/a.md changed · 2 of 36 pages re-rendered in 412 ms');
    expect(lines[1]).toBe('! 3 warnings');
    expect(lines[2]).toBe('  broken-markdown-link ×2');
    expect(lines[3]).toContain('    docs/a.md:2  Unexpected link in docs/a.md');
    expect(lines.join('\n')).toContain('  unknown-tag ×1');
    lines.length = 0;
    report.built({ changes: [{ type: 'change', file: 'docs/a.md' }], pages: 1, total: 36, milliseconds: 300, warnings });
    expect(lines).toEqual(['✓ docs/a.md changed · 1 of 36 pages re-rendered in 300 ms', '! 3 warnings, as before']);
    lines.length = 0;
    report.built({ changes: [{ type: 'unlink', file: 'docs/a.md' }], pages: 3, removed: 1, total: 35, milliseconds: 80, warnings: [] });
    expect(lines).toEqual(['✓ docs/a.md removed · 3 of 35 pages re-rendered, 1 removed in 80 ms']);
  });

  it('colours only when asked, and prints errors alone when quiet', () => {
    const coloured = recorder();
    createRebuildReporter({ print: coloured.print, color: true }).built({ changes: [], pages: 1, total: 1, milliseconds: 5, warnings: [] });
    expect(coloured.lines[0]).toBe('\x1b[32m✓\x1b[0m first build · 1 of 1 page re-rendered \x1b[2min 5 ms\x1b[0m');
    const quiet = recorder();
    const report = createRebuildReporter({ print: quiet.print, color: false, quiet: true });
    report.built({ changes: [], pages: 1, total: 1, milliseconds: 5, warnings: [warning('docs/a.md', 'x')] });
    expect(quiet.lines).toEqual([]);
    report.failed(warning('docs/a.md', 'bad-frontmatter'), [{ type: 'change', file: 'docs/a.md' }], 20);
    expect(quiet.lines[0]).toBe('docs/a.md:2  Unexpected link in docs/a.md\n  hint: Fix it.   [bad-frontmatter]');
    expect(quiet.lines[1]).toBe('✗ docs/a.md changed · build failed in 20 ms; still serving the last good build');
  });

  it('describes a failed build for the overlay: place, message, hint, rule', () => {
    const failure = describeFailure(new HexsiteErrors([warning('docs/b.md', 'two'), warning('docs/a.md', 'one')]));
    expect(failure).toEqual({
      title: 'The build failed: 2 problems',
      problems: [
        { place: 'docs/a.md:2', message: 'Unexpected link in docs/a.md', hint: 'Fix it.', ruleId: 'one' },
        { place: 'docs/b.md:2', message: 'Unexpected link in docs/b.md', hint: 'Fix it.', ruleId: 'two' },
      ],
    });
    expect(describeFailure(new Error('Internal error: oops')).problems[0].message).toMatch(/^Error: Internal error: oops\n/);
  });
});

describe('watch/watchSite isIgnored', () => {
  it('leaves out version control, dependencies, caches, outputs and editors’ temporary files', () => {
    for (const file of ['.git/index', 'node_modules/x/y.js', '.hexsite/cache/a', 'build/index.html', '.build.tmp-1-2/x', 'docs/.intro.md.swp', 'docs/intro.md~', 'docs/4913', 'docs/.#intro.md', 'docs/intro.md___jb_tmp___']) {
      expect(isIgnored(file, ['build']), file).toBe(true);
    }
    for (const file of ['docs/intro.md', 'hexsite.config.ts', 'docs/build-tools.md', 'static/img/x.png', 'blog/2024-01-01-a.md']) {
      expect(isIgnored(file, ['build']), file).toBe(false);
    }
  });
});
