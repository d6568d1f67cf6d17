import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What `npm pack` would put in the package, read from the compiled dist/ (`npm test` compiles
// first): the same files as the tarball's, listed without running prepack again.
const root = path.resolve(import.meta.dirname, '../..');

function packedFiles(): string[] {
  const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm pack --dry-run exited ${run.status}: ${run.stderr}`);
  const [packed] = JSON.parse(run.stdout.slice(run.stdout.indexOf('['))) as { files: { path: string }[] }[];
  return packed.files.map((file) => file.path);
}

describe('the packed files', () => {
  if (!existsSync(path.join(root, 'dist/cli.cjs'))) throw new Error('dist/ is missing: run `node bin/compile.js` first');
  const files = packedFiles();

  it('name no folder of the machine that packed them, code cache included', () => {
    const paths = [...new Set([root, realpathSync(root)])];
    const naming = files.filter((file) => {
      const text = readFileSync(path.join(root, file)).toString('latin1');
      return paths.some((dir) => text.includes(dir));
    });
    expect(naming).toEqual([]);
  });

  it('point no sourceMappingURL comment to a map the package leaves out', () => {
    const shipped = new Set(files);
    const dangling = files
      .filter((file) => /\.(c|m)?js$|\.css$/.test(file))
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/[#@] sourceMappingURL=([^\s*]+)/g)]
          .map(([, url]) => url)
          .filter((url) => !url.startsWith('data:') && !shipped.has(path.posix.join(path.posix.dirname(file), url)))
          .map((url) => `${file} → ${url}`),
      );
    expect(dangling).toEqual([]);
  });
});
