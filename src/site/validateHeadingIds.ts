import { HexsiteError } from '../errors/HexsiteError.js';
import type { PageFacts } from '../markdown/types.js';

/**
 * Two headings with one `{#custom-id}` make `#fragment` links ambiguous: the second can never be
 * reached. Generated ids are always unique, so only custom ids can collide.
 */
export function validateHeadingIds(parsed: Map<string, PageFacts>): HexsiteError[] {
  const errors: HexsiteError[] = [];
  for (const [file, page] of parsed) {
    const seen = new Map<string, number | undefined>();
    for (const heading of page.headings) {
      if (seen.has(heading.id)) {
        errors.push(
          new HexsiteError(`Unexpected second heading with id \`${heading.id}\`, expected unique heading ids (first at line ${seen.get(heading.id) ?? '?'})`, {
            file,
            line: heading.line,
            ruleId: 'duplicate-heading-id',
            hint: 'Change one of the `{#id}`s.',
          }),
        );
      } else seen.set(heading.id, heading.line);
    }
  }
  return errors;
}
