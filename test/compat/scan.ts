// What the scoreboard finds in a Docusaurus site's build: MDX or JSX shown as text, tabs
// rendered flat, partials imported but missing, and the stand-ins the build used. Each check
// reads the output (HTML) or the sources as text, never hexsite's own code.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** A built page: its URL from the site's root and its HTML. */
export interface BuiltPage {
  permalink: string;
  html: string;
}

/** A URL as the scoreboard compares them: no trailing slash (the root stays `/`), no `index.html`. */
export function normalUrl(url: string): string {
  const plain = url.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `/${plain.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * The page's text outside code, scripts, styles and the table of contents, tags removed and
 * quotes unescaped: where MDX or JSX written as text would show (`<` stays `&lt;`).
 */
export function proseOf(html: string): string {
  return (
    html
      .replace(/<(pre|code|script|style|textarea|template)\b[\s\S]*?<\/\1>/g, '')
      // A code block's title is text a writer wrote (`ConnectedProps<T> TS example`), shown as written.
      .replace(/<div class="code-block__title">[\s\S]*?<\/div>/g, '')
      // The table of contents repeats headings as plain text, `import { x } from "y"` included.
      .replace(/<a [^>]*class="toc__link"[^>]*>[\s\S]*?<\/a>/g, '')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
  );
}

/** MDX or JSX that shows as text on a page; each kind that does, with the first text found. */
const AS_TEXT: Array<[kind: string, pattern: RegExp]> = [
  ['import', /^\s*import\s+[\w{*][^\n]*\sfrom\s+['"][^\n]*/m],
  ['export', /^\s*export\s+(const|let|function|default)\b[^\n]*/m],
  ['JSX tag', /&lt;\/?[A-Z][\w.]*(\s[^\n]*?)?\/?&gt;/],
  ['MDX comment', /\{\/\*[^\n]*/],
  ['expression', /^\s*\{[A-Za-z_$][\w.$]*(\([^\n]*\))?\}\s*$/m],
];

/** What of MDX or JSX a page shows as text: `[kind, text]` for each kind found. */
export function mdxAsText(html: string): Array<[string, string]> {
  const prose = proseOf(html);
  return AS_TEXT.flatMap(([kind, pattern]) => {
    const found = pattern.exec(prose);
    return found ? [[kind, found[0].trim().slice(0, 80)] as [string, string]] : [];
  });
}

/** A Markdown text with its fenced code blocks blanked out: what is written outside code. */
export function outsideCode(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && marker) fence = marker;
      else if (fence !== undefined && marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length).trim()) fence = undefined;
      else if (fence === undefined) return line;
      return '';
    })
    .join('\n');
}

/** The tab sets a Markdown source writes: `<Tabs>` elements and ```` ```… npm2yarn ```` blocks. */
export function tabSetsOf(source: string): number {
  const npm2yarn = (source.match(/^ {0,3}(`{3,}|~{3,})\w*[^\n]*\bnpm2yarn\b/gm) ?? []).length;
  return (outsideCode(source).match(/<Tabs\b/g) ?? []).length + npm2yarn;
}

/** The tab sets a page shows: its tab lists. */
export function tabListsOf(html: string): number {
  return (html.match(/role="tablist"/g) ?? []).length;
}

/** The tab sets of a source its page shows flat (not as tabs). */
export function flattenedTabs(source: string, html: string): number {
  return Math.max(0, tabSetsOf(source) - tabListsOf(html));
}

/**
 * The Markdown partials a source imports that are not there (`import X from './_x.mdx'`),
 * resolved from its file (`@site/` from the site folder).
 */
export function missingPartials(file: string, source: string, siteDir: string): string[] {
  const imports = [...outsideCode(source).matchAll(/^\s*import\s+[^\n]*?\sfrom\s+['"]([^'"]+\.mdx?)['"]/gm)].map((match) => match[1]);
  return imports.filter((specifier) => {
    const resolved = specifier.startsWith('@site/') ? path.join(siteDir, specifier.slice(6)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined;
    return resolved !== undefined && !existsSync(resolved);
  });
}

/** The packages a build's report says it built with a stand-in (``import of `pkg`: not installed``). */
export function standInsOf(report: string): string[] {
  return [...new Set([...report.matchAll(/import of `([^`]+)`: not installed/g)].map((match) => match[1]))];
}
