/**
 * The specifiers of Docusaurus's components (`@theme/Tabs`, `@docusaurus/Link`) → their files,
 * relative to the package root, for bundling islands that import them. Until the built-ins'
 * registry (theme/mdx/builtins.ts) is in place, none: such an import then fails to resolve.
 */
export const BUILTIN_SPECIFIERS: Record<string, string> = {};
