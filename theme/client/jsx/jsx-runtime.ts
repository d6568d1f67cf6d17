import * as runtime from 'react/jsx-runtime';

/**
 * The JSX runtime of the browser bundle (src/bundle/bundleClient.ts points esbuild's
 * `jsxImportSource` here). React's own runtime is CommonJS, so a call through it minifies to
 * `(0,n.jsx)(…)`; through these ES bindings it is a plain `n(…)`, some 400 bytes less gzip.
 */
export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
