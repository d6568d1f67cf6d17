import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { builtinFileOf, builtinSpecifiers } from '../config/docusaurus/resolve/specifiers.js';
import { closest } from '../util/closest.js';
import { getThemeComponent } from './components.js';
import type { ThemeOverride } from './scanOverrides.js';

/** Which build the plugin serves: the browser's bundle, or the server render's module. */
export type ThemeTarget = 'client' | 'server';

export interface OverridePluginOptions {
  /** hexsite's root, holding theme/ and templates/. */
  rootDir: string;
  overrides: ThemeOverride[];
  target: ThemeTarget;
}

const VIRTUAL = 'hexsite-theme';
const REACT = /^(react|react-dom)(\/.*)?$/;

/**
 * Resolves `@theme/<Name>` and `@theme-original/<Name>`, and puts each override in place of its
 * component inside the theme's own module: the module's function is renamed, and its exported
 * name is bound to the override, so every use of it (other modules' imports and the module's
 * own calls) gets the override, and `@theme-original/<Name>` the renamed function. React
 * resolves from hexsite's folder, so a site and its theme share one copy.
 */
export function overridePlugin({ rootDir, overrides, target }: OverridePluginOptions): Plugin {
  const byFile = new Map<string, ThemeOverride[]>();
  for (const override of overrides) {
    const file = path.join(rootDir, override.component.file);
    byFile.set(file, [...(byFile.get(file) ?? []), override]);
  }
  const require = createRequire(path.join(rootDir, 'package.json'));
  return {
    name: 'hexsite-theme-overrides',
    setup(build) {
      build.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        const original = args.path.startsWith('@theme-original/');
        const name = args.path.slice(args.path.indexOf('/') + 1);
        const component = getThemeComponent(name);
        if (component) return { path: `${original ? 'original' : 'theme'}:${name}`, namespace: VIRTUAL };
        const internal = path.join(rootDir, 'theme/components', `${name}.tsx`);
        if (!original && /^[A-Za-z]+$/.test(name) && existsSync(internal)) return { path: internal };
        // The rest of Docusaurus's theme API (`@theme/Icon/ExternalLink`, stand-ins), as React pages have it.
        const builtin = !original && builtinFileOf(args.path);
        if (builtin) return { path: path.join(rootDir, builtin) };
        return { errors: [{ text: `Unexpected import of \`${args.path}\`, expected ${original ? '@theme-original/' : '@theme/'}<Name> with the name of a theme component (\`hexsite swizzle --list\`)` }] };
      });
      // Docusaurus's modules an override may use (`@docusaurus/Link`, `useBaseUrl`,
      // `useDocusaurusContext`…): hexsite's, as React pages have them; each override is given the
      // site's config from the chrome (`withSiteConfig`, see `replaceExports`).
      build.onResolve({ filter: /^@docusaurus\// }, (args) => {
        const file = builtinFileOf(args.path);
        if (file) return { path: path.join(rootDir, file) };
        const near = closest(args.path, builtinSpecifiers('@docusaurus/'), 1)[0];
        return { errors: [{ text: `Unexpected import of \`${args.path}\`, expected one of the modules hexsite provides${near ? `: did you mean \`${near}\`?` : ''}` }] };
      });
      build.onResolve({ filter: /^@hexsite-guard$/ }, () => ({ path: 'guard', namespace: VIRTUAL }));
      build.onLoad({ filter: /.*/, namespace: VIRTUAL }, (args) => {
        if (args.path === 'guard') return { contents: GUARD, loader: 'js', resolveDir: rootDir };
        const [kind, name] = args.path.split(':');
        const component = getThemeComponent(name)!;
        const file = JSON.stringify(path.join(rootDir, component.file));
        const overridden = overrides.some((override) => override.component === component);
        const contents =
          kind === 'original'
            ? `export { ${overridden ? originalName(component.exportName) : component.exportName} as default } from ${file};`
            : `export * from ${file};\nexport { ${component.exportName} as default } from ${file};`;
        return { contents, loader: 'js', resolveDir: rootDir };
      });
      build.onLoad({ filter: /\.tsx$/ }, (args) => {
        const inFile = byFile.get(args.path);
        if (!inFile) return undefined;
        return { contents: replaceExports(readFileSync(args.path, 'utf8'), inFile, target, args.path, path.join(rootDir, 'theme/mdx/WithSiteConfig.tsx')), loader: 'tsx' };
      });
      build.onResolve({ filter: REACT }, (args) => {
        const resolved = require.resolve(args.path);
        // The server module is loaded by require(): an absolute path reaches the very module
        // hexsite's own renderer loaded.
        return target === 'server' ? { path: resolved, external: true } : { path: resolved };
      });
    },
  };
}

/** The name a component's own function takes in its module once an override stands in for it. */
export function originalName(exportName: string): string {
  return `__hexsiteOriginal${exportName}`;
}

/**
 * A theme module's source with each overridden component's `export function X(` renamed and
 * `X` bound to the override instead. On the server the override is called through a guard that
 * names it when it throws, since React's server render reports no component. With
 * `withSiteConfig` (the module of `withSiteConfig`), each override is given the site's config
 * that Docusaurus's hooks read, from the chrome.
 */
export function replaceExports(source: string, overrides: ThemeOverride[], target: ThemeTarget, file: string, withSiteConfig?: string): string {
  let result = source;
  const tail: string[] = [];
  for (const { component, file: overrideFile, relative } of overrides) {
    const declaration = `export function ${component.exportName}(`;
    if (!result.includes(declaration)) throw new Error(`Internal error: ${file} has no \`${declaration}\``);
    const original = originalName(component.exportName);
    result = result.replace(declaration, `function ${original}(`);
    const imported = `__hexsiteOverride${component.exportName}`;
    tail.push(`export { ${original} };`, `import ${imported} from ${JSON.stringify(overrideFile)};`);
    const wrap = (component: string) => (withSiteConfig ? `__hexsiteWithSiteConfig(${component})` : component);
    if (withSiteConfig && !tail.some((line) => line.includes('__hexsiteWithSiteConfig }'))) tail.push(`import { withSiteConfig as __hexsiteWithSiteConfig } from ${JSON.stringify(withSiteConfig)};`);
    tail.push(
      target === 'server'
        ? `import { guardOverride as __hexsiteGuard } from '@hexsite-guard';\nexport const ${component.exportName} = ${wrap(`__hexsiteGuard(${imported}, ${JSON.stringify(component.name)}, ${JSON.stringify(relative)})`)};`
        : `export const ${component.exportName} = ${wrap(imported)};`,
    );
  }
  return `${result}\n${tail.join('\n')}\n`;
}

/**
 * The server's guard around an override: a function component is called in place (hooks stay
 * the guard's, as the guard renders nothing else), so what it throws is caught and named.
 */
const GUARD = `import { createElement } from 'react';
export function guardOverride(Override, name, file) {
  const named = (message, cause) => Object.assign(new Error(message, { cause }), { themeOverride: { name, file } });
  return function Guarded(props) {
    if (Override === undefined || Override === null) throw named('the file has no default export, expected \`export default function ' + name + '(props)\`');
    if (typeof Override !== 'function' || (Override.prototype && Override.prototype.isReactComponent)) return createElement(Override, props);
    try {
      return Override(props);
    } catch (error) {
      if (error && typeof error.then === 'function') throw error;
      throw named(error instanceof Error ? error.message : String(error), error);
    }
  };
}
`;
