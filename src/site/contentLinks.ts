import path from 'node:path';
import { safeDecode } from '../util/safeDecode.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { LinkRef } from '../markdown/types.js';
import { withBase } from './configLinks.js';
import { isExternalUrl } from '../util/url.js';

/** What the site knows to turn the links of a Markdown file into URLs. */
export interface LinkContext {
  baseUrl: string;
  /** Site-relative source file → permalink, for every page made from a file. */
  permalinkByFile: Map<string, string>;
  /** Absolute path of a referenced asset → its URL in the output. */
  assetUrls: Map<string, string>;
  /** Site-relative files of drafts, which this build leaves out. */
  draftFiles: Set<string>;
  siteDir: string;
  /** On a site of several docs versions, each version's docs folder (site-relative), by name. */
  versionFolders?: Array<{ name: string; folder: string; docsSet?: string }>;
  /** The content folders (site-relative: each docs version's, the blog's, the pages'): a `.md` link not found beside its file is looked for from its own folder's root. */
  contentFolders?: string[];
}


/** Whether a URL is a relative reference to a file that should be copied as an asset. */
export function isRelativeAsset(ref: LinkRef): boolean {
  const url = ref.url;
  if (isExternalUrl(url) || url.startsWith('/') || url.startsWith('#')) return false;
  const file = url.split(/[?#]/)[0];
  if (/\.mdx?$/i.test(file)) return false;
  return ref.kind === 'image' || /\.[a-z0-9]{2,5}$/i.test(file);
}

/** The absolute path a relative asset reference points at. */
export function assetPath(siteDir: string, fromFile: string, url: string): string {
  return path.join(siteDir, path.posix.dirname(fromFile), safeDecode(url.split(/[?#]/)[0]));
}

/**
 * Rewrites the links of one file: `.md` paths become the target page's URL, paths starting with
 * `/` get the base path, relative assets their hashed output URL, other relative URLs the path
 * they mean from the page's URL. A `.md` link to no known file
 * is a broken Markdown link: a warning with the file and line; the link is left as written.
 */
export function resolveContentLinks(
  page: { file: string; permalink: string; original?: string },
  links: LinkRef[],
  context: LinkContext,
): { rewrites: Record<string, string>; warnings: HexsiteError[] } {
  const fromFile = page.file;
  const fromDir = path.posix.dirname(fromFile);
  const rewrites: Record<string, string> = {};
  const warnings: HexsiteError[] = [];
  // As Docusaurus resolves a `.md` link: beside the file, then from the root of the content folder
  // that holds it (or its original), then from the site folder; a link starting with `/`, from those roots only.
  const roots = [fromFile, ...(page.original ? [page.original] : [])].flatMap((file) => (context.contentFolders ?? []).filter((folder) => file.startsWith(`${folder}/`)));
  const fromRoots = (link: string) => [...roots, ''].map((root) => path.posix.join(root, link.replace(/^\/+/, '')));
  for (const ref of links) {
    const { url } = ref;
    if (url in rewrites || isExternalUrl(url) || url.startsWith('#')) continue;
    if (url.startsWith('/')) {
      const [filePart, fragment] = splitFragment(url);
      const found = /\.mdx?$/i.test(filePart) ? fromRoots(safeDecode(filePart)).find((file) => context.permalinkByFile.has(file)) : undefined;
      if (found) {
        rewrites[url] = context.permalinkByFile.get(found)! + fragment;
        continue;
      }

      const resolved = withBase(context.baseUrl, url);
      if (resolved !== url) rewrites[url] = resolved;
      continue;
    }
    const [filePart, fragment] = splitFragment(url);
    if (/\.mdx?$/i.test(filePart)) {
      // `join` normalizes: `docs/guides/../intro.md` → `docs/intro.md`.
      const beside = path.posix.join(fromDir, safeDecode(filePart));
      // A translation's link to a page it has no translation beside: the original's neighbour.
      const besideOriginal = page.original && !context.permalinkByFile.has(beside) ? path.posix.join(path.posix.dirname(page.original), safeDecode(filePart)) : beside;
      const target = [besideOriginal, ...fromRoots(safeDecode(filePart))].find((file) => context.permalinkByFile.has(file)) ?? besideOriginal;
      const permalink = context.permalinkByFile.get(target);
      if (permalink) rewrites[url] = permalink + fragment;
      else if (context.draftFiles.has(target))
        warnings.push(
          new HexsiteError(`Unexpected link to the draft \`${url}\`, expected a published page: drafts are left out of production builds`, {
            file: fromFile,
            line: ref.line,
            column: ref.column,
            ruleId: 'broken-markdown-link',
            hint: 'Publish the draft (remove `draft: true`), or remove the link until it is.',
          }),
        );
      else
        warnings.push(
          new HexsiteError(`Unexpected link to \`${url}\`, expected a Markdown file of the site (no file \`${target}\`)`, {
            file: fromFile,
            line: ref.line,
            column: ref.column,
            ruleId: 'broken-markdown-link',
            hint: otherVersionsHint(fromFile, target, context) ?? 'Fix the path (it is relative to this file, or to the root of its docs, blog or pages folder), or add the file.',
          }),
        );
      continue;
    }
    if (isRelativeAsset(ref)) {
      const asset = context.assetUrls.get(assetPath(context.siteDir, fromFile, url));
      if (asset) rewrites[url] = asset + fragment;
      continue;
    }
    // A relative page URL (`../guides/plugins`) would resolve differently on hosts that add a
    // trailing slash; it is resolved here, against the page's URL, once for every host.
    const resolved = new URL(url, `http://site${page.permalink}`);
    rewrites[url] = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  }
  return { rewrites, warnings };
}

function splitFragment(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/**
 * On a site of several docs versions, a link of one version's doc to a doc only other versions
 * have: which they are, and where the file would go in this one.
 */
function otherVersionsHint(fromFile: string, target: string, context: LinkContext): string | undefined {
  const folders = context.versionFolders;
  const own = folders?.find(({ folder }) => fromFile.startsWith(`${folder}/`));
  if (!folders || !own || !target.startsWith(`${own.folder}/`)) return undefined;
  const relative = target.slice(own.folder.length + 1);
  // Versions of its own docs set only: another set's doc of that path is another doc.
  const found = folders.filter(({ folder, docsSet }) => folder !== own.folder && docsSet === own.docsSet && context.permalinkByFile.has(`${folder}/${relative}`));
  if (!found.length) return undefined;
  const where = found.map(({ name, folder }) => `${name} (\`${folder}/${relative}\`)`).join(', ');
  return `Version ${own.name} has no \`${relative}\`; ${found.length === 1 ? 'version' : 'versions'} ${where} ${found.length === 1 ? 'has' : 'have'} it. A link between docs stays within their version: add the doc to this version as \`${target}\`, or remove the link.`;
}
