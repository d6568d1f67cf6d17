// One row of the compatibility scoreboard: what a Docusaurus site's build gave, scored against
// what Docusaurus would give (docs at its URLs) and against what must not show (MDX as text).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configFileOf, docsOptionsOf, expectedDocsOf } from './docsUrls.js';
import { flattenedTabs, mdxAsText, missingPartials, normalUrl, standInsOf, type BuiltPage } from './scan.js';

/** What the scoreboard knows of one site's build. */
export interface SiteScore {
  site: string;
  /** The build's exit code (0 when it built). */
  exit: number;
  seconds: number;
  pages: number;
  /** The docs Docusaurus would build, and those not at its URL in the output. */
  docs: { expected: number; missing: string[] };
  /** Pages showing MDX or JSX as text: `permalink  kind: text`. */
  mdxAsText: string[];
  /** Docs whose tabs show flat: `file (n)`. */
  flattenedTabs: string[];
  /** Partials imported but missing: `file → specifier`. */
  missingPartials: string[];
  /** Packages built with a stand-in. */
  standIns: string[];
  /** Docusaurus's time for the same site, when measured (see compat.ts `--docusaurus`). */
  docusaurusSeconds?: number;
}

/** What a build of a site gave: its pages (none when it failed) and its report (stdout and stderr). */
export interface BuildOutcome {
  site: string;
  siteDir: string;
  exit: number;
  seconds: number;
  pages: BuiltPage[];
  report: string;
}

/** Scores one site's build. */
export function scoreSite(outcome: BuildOutcome): SiteScore {
  const { siteDir, pages } = outcome;
  const config = configFileOf(siteDir);
  const expected = config ? expectedDocsOf(siteDir, docsOptionsOf(readFileSync(config, 'utf8'))) : [];
  const byUrl = new Map(pages.map((page) => [normalUrl(page.permalink), page]));
  const score: SiteScore = { site: outcome.site, exit: outcome.exit, seconds: outcome.seconds, pages: pages.length, docs: { expected: expected.length, missing: [] }, mdxAsText: [], flattenedTabs: [], missingPartials: [], standIns: standInsOf(outcome.report) };
  for (const doc of expected) {
    const source = readFileSync(path.join(siteDir, doc.file), 'utf8');
    score.missingPartials.push(...missingPartials(path.join(siteDir, doc.file), source, siteDir).map((specifier) => `${doc.file} → ${specifier}`));
    const page = byUrl.get(normalUrl(doc.url));
    if (!page) {
      if (outcome.exit === 0) score.docs.missing.push(`${doc.file} (${doc.url})`);
      continue;
    }
    const flat = flattenedTabs(source, page.html);
    if (flat) score.flattenedTabs.push(`${doc.file} (${flat})`);
  }
  if (outcome.exit !== 0) score.docs.missing = expected.map((doc) => `${doc.file} (${doc.url})`);
  for (const page of pages) {
    for (const [kind, text] of mdxAsText(page.html)) score.mdxAsText.push(`${page.permalink}  ${kind}: ${text}`);
  }
  return score;
}

/** The scoreboard: one row per site, then the first findings of each site that has some. */
export function formatScoreboard(scores: SiteScore[]): string[] {
  const head = ['site', 'exit', 'time', 'pages', 'docs at Docusaurus URL', 'MDX as text', 'flat tabs', 'missing partials', 'stand-ins', '× Docusaurus'];
  const rows = scores.map((score) => [
    score.site,
    String(score.exit),
    `${score.seconds.toFixed(1)} s`,
    String(score.pages),
    `${score.docs.expected - score.docs.missing.length}/${score.docs.expected}`,
    String(score.mdxAsText.length),
    String(score.flattenedTabs.length),
    String(score.missingPartials.length),
    String(score.standIns.length),
    score.docusaurusSeconds && score.exit === 0 ? `${(score.docusaurusSeconds / score.seconds).toFixed(1)}× faster` : '—',
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const lines = [line(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)];
  for (const score of scores) {
    const findings: Array<[string, string[]]> = [
      ['not at their Docusaurus URL', score.exit === 0 ? score.docs.missing : []],
      ['MDX or JSX as text', score.mdxAsText],
      ['tabs shown flat', score.flattenedTabs],
      ['missing partials', score.missingPartials],
      ['stand-ins', score.standIns],
    ];
    for (const [title, list] of findings.filter(([, list]) => list.length)) {
      lines.push('', `${score.site}: ${title} (${list.length})`, ...list.slice(0, 5).map((item) => `  ${item}`), ...(list.length > 5 ? [`  … ${list.length - 5} more`] : []));
    }
  }
  return lines;
}
