/**
 * The specifiers of Docusaurus's components (`@theme/Tabs`, `@docusaurus/Link`) → their files,
 * relative to the package root, for bundling islands that import them.
 */
export { BUILTIN_SPECIFIERS } from '../../theme/mdx/builtins.js';
