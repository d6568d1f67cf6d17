// How the compiled bundles (bin/compile.js) load the CommonJS packages they leave external.

/** Gives an ESM bundle a require(), for bundled CommonJS code and for `requireExternals`. */
export const REQUIRE_BANNER = "import { createRequire as __hexsiteCreateRequire } from 'node:module'; const require = __hexsiteCreateRequire(import.meta.url);";

/**
 * An esbuild plugin that turns imports of these external CommonJS packages (and of their
 * sub-paths) into require() calls, which need `REQUIRE_BANNER`. Node's ESM loader first scans
 * a CommonJS module's source for the names it exports, and react-dom's server renderer is
 * large: loading React and esbuild took 60-70 ms by import and 19 ms by require, at every start
 * of hexsite and of each render thread. Either way Node keeps one copy of a module, which a
 * site's own React pages share.
 */
export function requireExternals(packages) {
  const filter = new RegExp(`^(${packages.join('|')})(/.*)?$`);
  return {
    name: 'require-externals',
    setup(build) {
      build.onResolve({ filter }, (args) => (args.kind === 'require-call' ? { path: args.path, external: true } : { path: args.path, namespace: 'require-external' }));
      build.onLoad({ filter: /.*/, namespace: 'require-external' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
    },
  };
}
