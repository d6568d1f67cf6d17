import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinModules, BUILTIN_SPECIFIERS } from '../../../../theme/mdx/builtins.js';
import * as themeCommon from '../../../../theme/mdx/themeCommon.js';
import { STAND_INS } from '../../../../theme/mdx/standIns.js';
import declared from '../../../tools/docusaurusModules.json';

// Docusaurus's modules, from its published declarations (test/tools/listDocusaurusModules.mjs),
// against what hexsite gives and what docs/docusaurus-api.md says of each.
const root = path.resolve(import.meta.dirname, '../../../..');
const STATUSES = ['provided', 'approximated', 'stand-in', 'unsupported'] as const;

/** The compatibility table's rows: module → status. */
function documented(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync(path.join(root, 'docs/docusaurus-api.md'), 'utf8').split('\n')) {
    const cells = line.split(' | ');
    if (!line.startsWith('| `@') || cells.length < 3) continue;
    for (const [, name] of cells[0].matchAll(/`(@[^`]+)`/g)) rows.set(name, cells[1].trim());
  }
  return rows;
}

describe("Docusaurus's client and theme API", () => {
  const table = documented();

  it('gives every module Docusaurus declares, or the docs say it is unsupported', () => {
    const missing = declared.modules.filter((name) => table.get(name) !== 'unsupported' && !(name in BUILTIN_SPECIFIERS && name in builtinModules));
    expect(missing).toEqual([]);
  });

  it('lists every module Docusaurus declares in the compatibility table, with a status', () => {
    expect(declared.modules.filter((name) => !STATUSES.includes(table.get(name) as (typeof STATUSES)[number]))).toEqual([]);
  });

  it('documents the stand-ins as stand-ins, and only them', () => {
    const standIns = new Set(STAND_INS.flatMap((group) => group.modules));
    const wrong = [...table].filter(([name, status]) => (status === 'stand-in') !== standIns.has(name)).map(([name]) => name);
    expect(wrong).toEqual([]);
    expect([...standIns].every((name) => BUILTIN_SPECIFIERS[name] === 'theme/mdx/StandIn.tsx')).toBe(true);
  });

  it('exports every value @docusaurus/theme-common exports', () => {
    expect(declared.themeCommonExports.filter((name) => !(name in themeCommon))).toEqual([]);
  });

  it('gives any name of @docusaurus/theme-common/internal: its own where theme-common has it, else the stand-in', () => {
    const internal = builtinModules['@docusaurus/theme-common/internal'];
    expect(internal.useColorMode).toBe(themeCommon.useColorMode);
    expect(typeof internal.ThemeClassNames).toBe('object');
    // As React renders it (props and a second argument): nothing; called by code, the stand-in again, for chained calls.
    expect((internal.CodeBlockContextProvider as (props: object, second: unknown) => unknown)({}, undefined)).toBe(null);
    expect(typeof (internal.CodeBlockContextProvider as () => unknown)()).toBe('function');
  });

  it("stands in for the plugins' data hooks: what they return may be destructured, and renders as nothing", () => {
    const { metadata, frontMatter } = (builtinModules['@docusaurus/plugin-content-docs/client'].useDoc as () => Record<string, Record<string, unknown>>)();
    expect(`${String(metadata.title)}${String(frontMatter.slug)}`).toBe('');
    const { useBlogPost } = builtinModules['@docusaurus/plugin-content-blog/client'] as { useBlogPost: () => { isBlogPostPage: unknown } };
    expect(String(useBlogPost().isBlogPostPage)).toBe('');
  });
});
