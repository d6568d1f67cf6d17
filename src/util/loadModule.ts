import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { build, type Message } from 'esbuild';

/** A module evaluated from a TypeScript or JavaScript source file. */
export interface LoadedModule {
  exports: Record<string, unknown>;
  /** The source text, for locating values in error messages. */
  source: string;
}

/** Where a module failed to compile. */
export class ModuleCompileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    reason: string,
  ) {
    super(reason);
    this.name = 'ModuleCompileError';
  }
}

// Modules are evaluated with hexsite's own `require`, so `react` in a page is the very copy
// the renderer uses, and `import { defineConfig } from 'hexsite'` needs no installed package.
const hexsiteRequire = createRequire(import.meta.url);

const shimSource = `export function defineConfig(config) { return config; }
export function defineSidebars(sidebars) { return sidebars; }`;

/** Compiles `file` (ts, tsx, js, jsx, mjs) with esbuild and evaluates it as CommonJS. */
export async function loadModule(file: string): Promise<LoadedModule> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    metafile: true,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    plugins: [
      {
        name: 'hexsite-shim',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^hexsite$/ }, () => ({ path: 'hexsite', namespace: 'hexsite-shim' }));
          pluginBuild.onLoad({ filter: /.*/, namespace: 'hexsite-shim' }, () => ({ contents: shimSource, loader: 'js' }));
        },
      },
    ],
  }).catch((error: { errors?: Message[] }) => {
    const first = error.errors?.[0];
    if (!first) throw error;
    throw new ModuleCompileError(
      first.location?.file ?? file,
      first.location?.line,
      first.location ? first.location.column + 1 : undefined,
      first.text,
    );
  });
  const code = result.outputFiles[0].text;
  const module = { exports: {} as Record<string, unknown> };
  const run = vm.compileFunction(code, ['require', 'module', 'exports', '__filename', '__dirname'], { filename: file });
  run(hexsiteRequire, module, module.exports, file, path.dirname(file));
  return { exports: module.exports, source: await readFile(file, 'utf8') };
}
