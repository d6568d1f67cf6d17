import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { getThemeComponent } from '../../../src/themeOverrides/components.js';
import { overridePlugin, replaceExports } from '../../../src/themeOverrides/overridePlugin.js';
import type { ThemeOverride } from '../../../src/themeOverrides/scanOverrides.js';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const footer: ThemeOverride = { component: getThemeComponent('Footer')!, file: '/site/src/theme/Footer.tsx', relative: 'src/theme/Footer.tsx' };

describe('themeOverrides/overridePlugin', () => {
  it("binds the component's name to the override, so the module's own calls get it too", () => {
    const source = 'export function Footer() {\n  return null;\n}\nexport function Page() {\n  return Footer();\n}\n';
    expect(replaceExports(source, [footer], 'client', 'theme/components/Footer.tsx')).toBe(
      'function __hexsiteOriginalFooter() {\n  return null;\n}\nexport function Page() {\n  return Footer();\n}\n\n' +
        'export { __hexsiteOriginalFooter };\nimport __hexsiteOverrideFooter from "/site/src/theme/Footer.tsx";\nexport const Footer = __hexsiteOverrideFooter;\n',
    );
  });

  it('guards the override on the server, naming the component and its file', () => {
    const server = replaceExports('export function Footer() {}\n', [footer], 'server', 'theme/components/Footer.tsx');
    expect(server).toContain('export const Footer = __hexsiteGuard(__hexsiteOverrideFooter, "Footer", "src/theme/Footer.tsx");');
  });

  it('resolves @theme/<Name> to the component in use and @theme-original/<Name> to the theme function', async () => {
    const resolved = async (specifier: string, overrides: ThemeOverride[]) => {
      const result = await build({
        stdin: { contents: `export { default } from '${specifier}';`, resolveDir: rootDir, loader: 'js' },
        bundle: true,
        write: false,
        format: 'esm',
        metafile: true,
        plugins: [overridePlugin({ rootDir, overrides, target: 'client' }), { name: 'stop', setup: (b) => b.onResolve({ filter: /^(react|\/site\/)/ }, (args) => ({ path: args.path, external: true })) }],
        logLevel: 'silent',
      });
      return result.outputFiles[0].text;
    };
    expect(await resolved('@theme-original/Footer', [footer])).toMatch(/export \{\s*__hexsiteOriginalFooter as default\s*\}/);
    expect(await resolved('@theme/Footer', [footer])).toMatch(/Footer = withSiteConfig\(__hexsiteOverrideFooter\)[\s\S]*Footer as default/);
    expect(await resolved('@theme/Footer', [])).not.toContain('__hexsite');
    await expect(resolved('@theme/Fooo', [])).rejects.toThrow('Unexpected import of `@theme/Fooo`, expected @theme/<Name> with the name of a theme component');
    // The rest of Docusaurus's theme API, as React pages have it.
    expect(await resolved('@theme/Icon/ExternalLink', [])).toContain('function IconExternalLink(');
    expect(await resolved('@theme/DocCard/Layout', [])).toContain('function StandIn(');
  });
});
