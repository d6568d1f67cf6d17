import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportKind, Plugin } from 'esbuild';
import { svgComponentSource } from './svgComponent.js';

/** The namespaces of the modules this plugin makes; a metafile names such an input `<namespace>:<file>`. */
export const SVG_COMPONENT_NAMESPACE = 'hexsite-svg-component';
export const RAW_NAMESPACE = 'hexsite-raw';

/** `./x.svg?raw` (Vite's and Docusaurus's docs' way) and `!!raw-loader!./x` (webpack's): the file's text. */
const RAW = /^!!raw-loader!|\?raw$/;

/** Imports by code (not by CSS), the only ones an SVG is a component for. */
const CODE_KINDS = new Set(['import-statement', 'require-call', 'dynamic-import']);

/** Marks the resolution this plugin asks esbuild for, so that it does not meet itself. */
const ASKED = 'hexsite-webpack-imports';

/**
 * The imports Docusaurus's webpack config gives meaning to, beyond esbuild's own: an SVG imported
 * by code is a React component (SVGR: `import Logo from './logo.svg'`,
 * `require('./logo.svg').default`, `{ ReactComponent }`), while the SVG a stylesheet names stays a
 * URL; `?raw` and `!!raw-loader!` give a file's text as a string.
 */
export function webpackImportsPlugin(): Plugin {
  return {
    name: 'hexsite-webpack-imports',
    setup(build) {
      const resolveFile = async (specifier: string, args: { kind: ImportKind; importer: string; resolveDir: string }) =>
        build.resolve(specifier, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: ASKED });
      build.onResolve({ filter: RAW }, async (args) => {
        if (args.pluginData === ASKED) return undefined;
        const resolved = await resolveFile(args.path.replace(RAW, ''), args);
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: RAW_NAMESPACE };
      });
      build.onResolve({ filter: /\.svg$/i }, async (args) => {
        if (args.pluginData === ASKED || !CODE_KINDS.has(args.kind) || /\.css$/i.test(args.importer)) return undefined;
        const resolved = await resolveFile(args.path, args);
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: SVG_COMPONENT_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text', watchFiles: [args.path] }));
      build.onLoad({ filter: /.*/, namespace: SVG_COMPONENT_NAMESPACE }, async (args) => {
        try {
          return { contents: svgComponentSource(await readFile(args.path, 'utf8'), args.path), loader: 'jsx', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
        } catch (error) {
          return { errors: [{ text: (error as Error).message }] };
        }
      });
    },
  };
}
