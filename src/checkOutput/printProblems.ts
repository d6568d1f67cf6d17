import { HexsiteError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import type { LinkProblem } from './describeProblems.js';

/**
 * The report of broken links, grouped by the page that holds them: a heading naming the page
 * (its URL, and the file it was built from), then each problem as every hexsite error reads,
 * placed at the Markdown file and line when known, else at the output file.
 * `outDirShown` is the output folder as the user named it.
 */
export function renderProblems(problems: LinkProblem[], outDirShown: string): string[] {
  const byPage = new Map<string, LinkProblem[]>();
  for (const problem of problems) byPage.set(problem.page, [...(byPage.get(problem.page) ?? []), problem]);
  const blocks: string[] = [];
  for (const [page, found] of byPage) {
    const output = `${outDirShown.replace(/\/$/, '')}/${page}`;
    const from = found[0].source ? `from ${found[0].source}` : output;
    const lines = [`${found[0].pageUrl}  (${from})`];
    for (const problem of found) {
      const error = new HexsiteError(problem.reason, {
        // A link found in no source came from the theme: the output file it is in says more.
        file: problem.writtenIn && problem.line !== undefined ? problem.writtenIn : output,
        line: problem.line,
        column: problem.column,
        hint: problem.hint,
        ruleId: problem.ruleId,
      });
      lines.push(indent(formatError(error)));
    }
    blocks.push(lines.join('\n'));
  }
  return blocks;
}

/** `1 broken link, 2 broken anchors`. */
export function countProblems(problems: LinkProblem[]): string {
  const count = (ruleId: LinkProblem['ruleId'], noun: string) => {
    const n = problems.filter((problem) => problem.ruleId === ruleId).length;
    return n ? `${n} ${noun}${n === 1 ? '' : 's'}` : '';
  };
  return [count('broken-link', 'broken link'), count('broken-anchor', 'broken anchor'), count('broken-external-link', 'broken external link')].filter(Boolean).join(', ');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
