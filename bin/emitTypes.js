// The package's declaration files: tsc's declaration emit of src/publicTypes.ts, which writes
// `UserConfig` and the options of `build()` out in full. tsc writes a declaration for every
// module the entry reaches; only those the public one imports are kept, so a site's type check
// reads a few small files and none of hexsite's sources.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ENTRY = 'src/publicTypes.ts';

/** Writes `index.d.ts` (and the declarations it imports) into `outDir`. */
export function emitTypes(outDir) {
  const root = process.cwd();
  const scratch = mkdtempSync(path.join(tmpdir(), 'hexsite-types-'));
  try {
    const tsconfig = path.join(scratch, 'tsconfig.json');
    const emitted = path.join(scratch, 'out');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: path.join(root, 'tsconfig.json'),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          outDir: emitted,
          rootDir: root,
          // Type packages are looked up beside the config file, which lies in a temporary folder here.
          typeRoots: [path.join(root, 'node_modules', '@types')],
        },
        include: [],
        files: [path.join(root, ENTRY)],
      }),
    );
    const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', tsconfig], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`declaration emit failed:\n${run.stdout}${run.stderr}`);
    rmSync(outDir, { recursive: true, force: true });
    copyReachable({ from: path.join(emitted, 'src'), file: 'publicTypes.d.ts', to: outDir, as: 'index.d.ts' });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Copies `file` and every declaration it imports by a relative path, following them in turn. */
function copyReachable({ from, file, to, as }) {
  const queue = [[file, as]];
  const seen = new Set();
  while (queue.length > 0) {
    const [source, target] = queue.shift();
    if (seen.has(source)) continue;
    seen.add(source);
    const text = readFileSync(path.join(from, source), 'utf8');
    mkdirSync(path.dirname(path.join(to, target)), { recursive: true });
    copyFileSync(path.join(from, source), path.join(to, target));
    for (const match of text.matchAll(/from '(\.{1,2}\/[^']+)'|import\("(\.{1,2}\/[^"]+)"\)/g)) {
      const specifier = match[1] ?? match[2];
      const imported = path.posix.join(path.posix.dirname(source), specifier.replace(/\.js$/, '.d.ts'));
      queue.push([imported, path.posix.join(path.posix.dirname(target), specifier.replace(/\.js$/, '.d.ts'))]);
    }
  }
}
