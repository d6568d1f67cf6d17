import { docsSetsOf, versionedDocsOf } from '../content/docsVersions.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { localeBuildOf, localeBuildsOf, localeFolderOf, TRANSLATED_BLOG, translatedDocsFolder } from '../config/localeBuilds.js';
import type { SiteConfig } from '../config/types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { findInSource } from '../util/findInSource.js';
import { isInside } from '../util/isInside.js';
import { checkWriteTargets, writeCheckedFile } from '../output/checkWriteTargets.js';
import type { VersionLabels } from '../site/createSiteModel.js';
import type { NormalizedItem } from '../site/sidebars/types.js';
import { ENGLISH } from './english.js';
import { shippedTranslationsOf } from './themeStrings.js';
import { extractCodeMessages } from './extract/codeMessages.js';
import type { Extraction } from './extract/estreeMessages.js';
import { extractMdxMessages } from './extract/mdxMessages.js';
import { mergeTranslations, type TranslationContent } from './mergeTranslations.js';

/** What `write-translations` did: each file written (relative to the site folder) with its count of entries, and the warnings. */
export interface WrittenTranslations {
  files: Array<{ file: string; entries: number }>;
  warnings: string[];
}

const CODE_EXTENSIONS = /\.(jsx?|tsx?|mjs|cjs)$/i;
const CONTENT_EXTENSIONS = /\.mdx?$/i;

/**
 * Docusaurus's `write-translations`: writes the locale's `code.json` with every message of the
 * site's code (`<Translate>`, `translate()` in `src/`, the pages and the MDX content) and the
 * theme's, and the label files of the docs versions (`versions`, as the site writes them), the
 * navbar, the footer and the blog, each merged with the file already there (its messages kept
 * unless `override`).
 */
export async function writeTranslations(config: SiteConfig, options: { locale?: string; override?: boolean; versions?: VersionLabels[] } = {}): Promise<WrittenTranslations> {
  const locale = options.locale ?? config.i18n.defaultLocale;
  // Refuses a locale the site does not have, as `build --locale` does.
  localeBuildsOf(config, [locale]);
  const folder = localeFolderOf(config, locale);
  const { messages, warnings } = extractSiteMessages(config);
  const code: TranslationContent = {};
  // The theme's ids, in the locale's shipped translation where hexsite has one, as Docusaurus fills them.
  const shipped = shippedTranslationsOf(locale);
  for (const [id, english] of Object.entries(ENGLISH)) code[id] = { message: shipped[id] ?? english };
  for (const found of messages) code[found.id] = { message: found.message, ...(found.description !== undefined && { description: found.description }) };
  const files: Array<[string, TranslationContent]> = [
    ['code.json', code],
    ...(options.versions ?? []).map((version): [string, TranslationContent] => [`${path.posix.relative(folder, translatedDocsFolder(localeBuildOf(config, locale), version.name, version.docsId))}.json`, versionLabels(version)]),
    ['docusaurus-theme-classic/navbar.json', navbarLabels(config)],
    ...(config.footer ? [['docusaurus-theme-classic/footer.json', footerLabels(config)] as [string, TranslationContent]] : []),
    ...(config.blog ? [[`${TRANSLATED_BLOG}/options.json`, blogLabels(config.blog)] as [string, TranslationContent]] : []),
  ];
  // The build reads translations only inside the site folder: files written elsewhere would never be read.
  if (!isInside(config.siteDir, path.resolve(config.siteDir, folder))) {
    throw new HexsiteError(`Unexpected i18n.path \`${config.i18n.path}\` outside the site folder, expected a folder inside it`, {
      file: config.configFile,
      ...findInSource(config.configSource, config.i18n.path),
      ruleId: 'outside-site',
      hint: 'hexsite reads translations only inside the site folder, so that a build never publishes other files of the machine: move them into it (`i18n/`) and set i18n.path.',
    });
  }
  // Every file is checked before the first is written: a link on the way is refused, not written through.
  const [problem] = checkWriteTargets(config.siteDir, files.map(([name]) => path.posix.join(folder, name))).problems;
  if (problem) throw problem;
  const written: WrittenTranslations['files'] = [];
  for (const [name, found] of files) {
    const file = path.posix.join(folder, name);
    const absolute = path.join(config.siteDir, file);
    const existing = existsSync(absolute) ? (JSON.parse(await readFile(absolute, 'utf8')) as TranslationContent) : {};
    const merged = mergeTranslations(existing, found, options.override ?? false);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeCheckedFile(absolute, `${JSON.stringify(merged, null, 2)}\n`);
    written.push({ file, entries: Object.keys(merged).length });
  }
  return { files: written, warnings };
}

/** The messages of the site's code and MDX content, in file order, with a warning for each one that is not static. */
export function extractSiteMessages(config: SiteConfig): Extraction {
  const into: Extraction = { messages: [], warnings: [] };
  const sets = docsSetsOf(config).flatMap((set) => [set.options.path, versionedDocsOf(set.id)]);
  const folders = [...new Set(['src', config.pages.path, ...sets, ...(config.blog ? [config.blog.path] : [])])];
  const files = new Set<string>();
  for (const folder of folders) for (const file of filesIn(config.siteDir, folder)) files.add(file);
  for (const file of [...files].sort()) {
    const absolute = path.join(config.siteDir, file);
    const source = readFileSync(absolute, 'utf8');
    const found = CONTENT_EXTENSIONS.test(file) ? extractMdxMessages(source, file) : extractCodeMessages(source, file);
    into.messages.push(...found.messages);
    into.warnings.push(...found.warnings);
  }
  return into;
}

/** Files of code and content below `folder` of the site, relative to the site folder; none when it does not exist. */
function filesIn(siteDir: string, folder: string): string[] {
  const absolute = path.resolve(siteDir, folder);
  if (!existsSync(absolute)) return [];
  return (readdirSync(absolute, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => path.relative(siteDir, path.join(absolute, file)).split(path.sep).join('/'))
    .filter((file) => (CODE_EXTENSIONS.test(file) || CONTENT_EXTENSIONS.test(file)) && !file.split('/').some((part) => part === 'node_modules' || part.startsWith('.')));
}

/** `docusaurus-theme-classic/navbar.json`: the keys `translateNavbarAndFooter` reads. */
function navbarLabels(config: SiteConfig): TranslationContent {
  const { navbar } = config;
  const labels: TranslationContent = {};
  if (navbar.title !== undefined) labels.title = { message: navbar.title, description: 'The title in the navbar' };
  if (navbar.logo) labels['logo.alt'] = { message: navbar.logo.alt, description: 'The alt text of navbar logo' };
  // A dropdown's entries are translated by the same keys as the navbar's items.
  const items = navbar.items.flatMap((item) => [item, ...((item as { items?: Array<{ label?: string }> }).items ?? [])]);
  for (const item of items) {
    if (item.label !== undefined) labels[`item.label.${item.label}`] = { message: item.label, description: `Navbar item with label ${item.label}` };
  }
  return labels;
}

/** `docusaurus-theme-classic/footer.json`: the keys `translateNavbarAndFooter` reads. */
function footerLabels(config: SiteConfig): TranslationContent {
  const labels: TranslationContent = {};
  for (const column of config.footer?.links ?? []) {
    labels[`link.title.${column.title}`] = { message: column.title, description: `The title of the footer links column with title=${column.title} in the footer` };
    for (const item of column.items) {
      if (item.label !== undefined) labels[`link.item.label.${item.label}`] = { message: item.label, description: `The label of footer link with label=${item.label}` };
    }
  }
  if (config.footer?.copyright !== undefined) labels.copyright = { message: config.footer.copyright, description: 'The footer copyright' };
  return labels;
}

/** `docusaurus-plugin-content-blog/options.json`: the keys `translateBlogOptions` reads. */
function blogLabels(blog: Exclude<SiteConfig['blog'], false | undefined>): TranslationContent {
  return {
    title: { message: blog.blogTitle, description: 'The title for the blog used in SEO' },
    description: { message: blog.blogDescription, description: 'The description for the blog used in SEO' },
    'sidebar.title': { message: blog.blogSidebarTitle, description: 'The label for the left sidebar' },
  };
}

/** A docs version's `current.json` / `version-<name>.json`: the keys `translateSidebars` and the version's label read. */
function versionLabels(version: VersionLabels): TranslationContent {
  const labels: TranslationContent = { 'version.label': { message: version.label, description: `The label for version ${version.name}` } };
  const add = (item: NormalizedItem, sidebar: string) => {
    const prefix = `sidebar.${sidebar}`;
    if (item.type === 'link') labels[`${prefix}.link.${item.label}`] = { message: item.label, description: `The label for link ${item.label} in sidebar ${sidebar}, linking to ${item.href}` };
    if (item.type === 'doc' && item.label !== undefined) labels[`${prefix}.doc.${item.label}`] = { message: item.label, description: `The label for the doc item ${item.label} in sidebar ${sidebar}, linking to the doc ${item.id}` };
    if (item.type !== 'category') return;
    const key = `${prefix}.category.${item.label}`;
    labels[key] = { message: item.label, description: `The label for category ${item.label} in sidebar ${sidebar}` };
    if (item.link?.type === 'generated-index') {
      if (item.link.title !== undefined) labels[`${key}.link.generated-index.title`] = { message: item.link.title, description: `The generated-index page title for category ${item.label} in sidebar ${sidebar}` };
      if (item.link.description !== undefined) labels[`${key}.link.generated-index.description`] = { message: item.link.description, description: `The generated-index page description for category ${item.label} in sidebar ${sidebar}` };
    }
    for (const child of item.items) add(child, sidebar);
  };
  for (const sidebar of version.sidebars) for (const item of sidebar.items) add(item, sidebar.id);
  return labels;
}
