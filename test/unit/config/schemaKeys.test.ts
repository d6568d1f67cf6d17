import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/schema.js';
import { knownKeysAt, listSchemaKeys, type SchemaKey } from '../../../src/config/schemaKeys.js';
import { blogFrontmatterSchema } from '../../../src/site/blog/blogFrontmatter.js';
import { categorySchema, docFrontmatterSchema, pageFrontmatterSchema } from '../../../src/site/frontmatterSchemas.js';

const docsDir = path.resolve(import.meta.dirname, '../../../docs');
const read = (name: string) => readFileSync(path.join(docsDir, name), 'utf8');

/** The rows of the Markdown tables of `text`, by the key in their first cell (`` `docs.path` `` → its cells). */
function tableRows(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    // A `\|` in a cell is a `|` of its text (`titleDelimiter`'s default).
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim().replaceAll('\\|', '|'));
    const key = /^`([^`]+)`$/.exec(cells[0] ?? '');
    if (key) rows.set(key[1], cells);
  }
  return rows;
}

/** The text of the section of `text` under the heading `title` (any level), to the next heading of that level. */
function section(text: string, title: string): string {
  const match = new RegExp(`^(#+) ${title}$`, 'm').exec(text);
  if (!match) throw new Error(`no section "${title}"`);
  const rest = text.slice(match.index + match[0].length);
  const next = new RegExp(`^#{1,${match[1].length}} `, 'm').exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

/** A default as the reference writes it: `'docs'`, `10`, `['rss', 'atom', 'json']`. */
function written(value: unknown): string {
  return JSON.stringify(value).replace(/"/g, "'").replace(/,/g, ', ');
}

/** A key's default, or the default its parent object gives it (`tableOfContents.minHeadingLevel` → 2). */
function effectiveDefault(key: SchemaKey, keys: SchemaKey[]): unknown {
  if (key.default !== undefined) return key.default;
  const dot = key.path.lastIndexOf('.');
  if (dot === -1 || key.path.includes('[]')) return undefined;
  const parent = keys.find((candidate) => candidate.path === key.path.slice(0, dot));
  const value = parent && effectiveDefault(parent, keys);
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key.path.slice(dot + 1)] : undefined;
}

describe('config/schemaKeys', () => {
  it('lists nested keys, array elements and defaults', () => {
    const keys = listSchemaKeys(configSchema);
    expect(keys.find((key) => key.path === 'docs.path')).toEqual({ path: 'docs.path', default: 'docs', required: false });
    expect(keys.find((key) => key.path === 'title')?.required).toBe(true);
    expect(keys.some((key) => key.path === 'footer.links[].items[].href')).toBe(true);
    expect(keys.some((key) => key.path === 'blog.feedOptions.limit')).toBe(true);
  });

  it('finds the keys allowed where an issue points, through arrays and unions', () => {
    expect(knownKeysAt(configSchema, ['navbar', 'items', 0])).toContain('sidebarId');
    expect(knownKeysAt(configSchema, ['blog'])).toContain('postsPerPage');
    expect(knownKeysAt(configSchema, [])).toContain('onBrokenLinks');
  });
});

describe('docs/config.md is the schema', () => {
  const rows = tableRows(read('config.md'));
  const keys = listSchemaKeys(configSchema);

  it.each(keys.map((key) => [key.path, key] as const))('documents `%s` with its type, default and an example', (_path, key) => {
    const cells = rows.get(key.path);
    expect(cells, `no row for \`${key.path}\` in docs/config.md`).toBeDefined();
    const [, type, defaultCell, example, meaning] = cells!;
    expect(type).not.toBe('');
    expect(example).not.toBe('');
    expect(meaning).not.toBe('');
    const value = effectiveDefault(key, keys);
    if (key.required && value === undefined) {
      expect(defaultCell).toBe('required');
      return;
    }
    if (value === undefined) return;
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length) expect(defaultCell).toBe('see keys below');
    else expect(defaultCell).toContain(`\`${written(value)}\``);
  });

  it('documents no key the schema lacks', () => {
    const known = new Set(keys.map((key) => key.path));
    expect([...rows.keys()].filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('docs/frontmatter.md and docs/sidebars.md are the schemas', () => {
  const frontmatter = read('frontmatter.md');
  const cases = [
    ['Docs', docFrontmatterSchema, section(frontmatter, 'Docs')],
    ['Blog posts', blogFrontmatterSchema, section(frontmatter, 'Blog posts')],
    ['Markdown pages', pageFrontmatterSchema, section(frontmatter, 'Markdown pages')],
    ['_category_ files', categorySchema, section(read('sidebars.md'), '`_category_` files')],
  ] as const;

  it.each(cases)('the %s table lists exactly the keys of its schema', (_name, schema, text) => {
    const documented = [...tableRows(text).keys()].sort();
    expect(documented).toEqual(knownKeysAt(schema, []).sort());
  });
});
