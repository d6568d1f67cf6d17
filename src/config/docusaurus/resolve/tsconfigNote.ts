import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { positionOf } from '../../../util/findInSource.js';
import { isInstalled } from '../missingPackages.js';
import type { MigrationNote } from '../notes.js';
import { isBareSpecifier, packageNameOf } from '../packages.js';

/** `"extends": "…"` in a tsconfig.json (a JSON file with comments, read for this one string). */
const EXTENDS = /"extends"\s*:\s*"([^"]+)"/;

/**
 * The note of a Docusaurus site's `tsconfig.json` that extends a package the site has not
 * installed (`@docusaurus/tsconfig`): the site's code is bundled without reading the file
 * (`SiteBundling.docusaurus`), as Docusaurus's build does not read it either; said at its line.
 */
export function tsconfigNote(siteDir: string): MigrationNote | undefined {
  const file = path.join(siteDir, 'tsconfig.json');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const match = EXTENDS.exec(text);
  if (!match || !isBareSpecifier(match[1]) || isInstalled(packageNameOf(match[1]), siteDir)) return undefined;
  const { line } = positionOf(text, match.index);
  return {
    group: 'unused',
    option: 'tsconfig.json',
    instead: `extends \`${match[1]}\`, which is not installed: the site's code is compiled without the file, which Docusaurus's build does not read either`,
    pages: [`tsconfig.json:${line}`],
  };
}
