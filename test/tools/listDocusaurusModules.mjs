// Writes test/tools/docusaurusModules.json: every module Docusaurus declares for a site's code
// (`@docusaurus/…` client modules, `@theme/…` components, `@docusaurus/theme-common` and its
// exports, the docs and blog plugins' `/client` hooks), read from the type declarations its packages publish. CI has no network, so the list
// is committed and test/unit/theme/docusaurusApi.test.ts reads it; run this script again, with
// network, when Docusaurus publishes a new version:
//
//   node test/tools/listDocusaurusModules.mjs
//
// It packs the packages with `npm pack` into a temporary folder and reads their `.d.ts` files.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGES = ['@docusaurus/module-type-aliases', '@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/plugin-content-docs', '@docusaurus/plugin-content-blog'];
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'docusaurusModules.json');

/** `declare module '…'` names of a declaration file that a site's code imports by name (no wildcards, no generated modules). */
function declaredModules(source) {
  const names = [...source.matchAll(/declare module '([^']+)'/g)].map((match) => match[1]);
  return names.filter((name) => /^@(theme|docusaurus)\//.test(name) && !name.includes('*') && name !== '@docusaurus/theme-classic');
}

/** The values (not types) a declaration file exports: `export { a, type B, c as d }`, `export declare function x`. */
function exportedValues(source) {
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',').map((entry) => entry.trim()).filter(Boolean)) {
      if (item.startsWith('type ')) continue;
      names.add(item.split(/\s+as\s+/).pop());
    }
  }
  for (const [, name] of source.matchAll(/export declare (?:function|const|class|let) (\w+)/g)) names.add(name);
  return [...names].sort();
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'docusaurus-modules-'));
try {
  execFileSync('npm', ['pack', ...PACKAGES, '--pack-destination', dir, '--silent'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const folderOf = (name) => {
    const tarball = readdirSync(dir).find((file) => file.startsWith(`${name.replace('@', '').replace('/', '-')}-`));
    const into = path.join(dir, path.basename(tarball, '.tgz'));
    mkdirSync(into, { recursive: true });
    execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', into]);
    return path.join(into, 'package');
  };
  const aliases = folderOf('@docusaurus/module-type-aliases');
  const classic = folderOf('@docusaurus/theme-classic');
  const common = folderOf('@docusaurus/theme-common');
  for (const plugin of ['@docusaurus/plugin-content-docs', '@docusaurus/plugin-content-blog']) {
    if (!JSON.parse(readFileSync(path.join(folderOf(plugin), 'package.json'), 'utf8')).exports['./client']) throw new Error(`${plugin} exports no ./client any more`);
  }
  const read = (folder, file) => readFileSync(path.join(folder, file), 'utf8');
  const commonPackage = JSON.parse(read(common, 'package.json'));
  const modules = [
    ...declaredModules(read(aliases, 'src/index.d.ts')),
    ...declaredModules(read(classic, 'src/theme-classic.d.ts')),
    ...Object.keys(commonPackage.exports).map((entry) => path.posix.join('@docusaurus/theme-common', entry)),
    // The plugins' hooks for a site's components (`useDoc`, `useBlogPost`), beside their `lib/*` and `src/*` files.
    '@docusaurus/plugin-content-docs/client',
    '@docusaurus/plugin-content-blog/client',
  ];
  const list = {
    version: commonPackage.version,
    modules: [...new Set(modules)].sort(),
    themeCommonExports: exportedValues(read(common, 'lib/index.d.ts')),
  };
  writeFileSync(out, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`✓ ${list.modules.length} modules and ${list.themeCommonExports.length} exports of @docusaurus/theme-common ${list.version} → ${path.relative(process.cwd(), out)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

