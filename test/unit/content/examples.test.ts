import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

/** The Hexagon site's content: every example in it must be valid. */
const root = path.resolve(import.meta.dirname, '../../../content');
const files = fg.sync('**/*.md', { cwd: root }).sort();

/** Fenced blocks of one language, with the file and line they start at. */
function blocks(languages: string[]): Array<{ where: string; code: string }> {
  const found: Array<{ where: string; code: string }> = [];
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]+)?/.exec(lines[i]);
      if (!open) continue;
      const fence = open[2];
      const start = i;
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i].trimStart().startsWith(fence); i++) body.push(lines[i].slice(open[1].length));
      if (languages.includes(open[3] ?? '')) found.push({ where: `content/${file}:${start + 1}`, code: body.join('\n') });
    }
  }
  return found;
}

describe('content examples', () => {
  const yamlBlocks = blocks(['yaml', 'yml']);
  const pythonBlocks = blocks(['python', 'py']);

  it('has examples to check', () => {
    expect(yamlBlocks.length).toBeGreaterThan(10);
    expect(pythonBlocks.length).toBeGreaterThan(5);
  });

  it('every YAML block parses', () => {
    const invalid = yamlBlocks.flatMap(({ where, code }) => parseDocument(code).errors.map((error) => `${where}: ${error.message.split('\n')[0]}`));
    expect(invalid).toEqual([]);
  });

  it('every Python block is valid Python 3 syntax', () => {
    const script = 'import ast, json, sys\nfor where, code in json.load(sys.stdin):\n    try: ast.parse(code)\n    except SyntaxError as e: print(f"{where}: {e.msg} (line {e.lineno})")';
    const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(pythonBlocks.map((b) => [b.where, b.code])), encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.stdout.trim().split('\n').filter(Boolean)).toEqual([]);
  });
});
