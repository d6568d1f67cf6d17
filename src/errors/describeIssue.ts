import type { $ZodIssue, ParseContext } from 'zod/v4/core';

/**
 * How to check a value of which a build checks a few (the config, category and data files):
 * with the input in each issue, for `describeIssue`, and without zod's compiled fast path. zod
 * writes and compiles a function per object schema at its first use, which pays off over many
 * values (every page's front matter), not over one.
 */
export const CHECK_FEW: ParseContext<$ZodIssue> = { reportInput: true, jitless: true };

/** A schema problem in words: what was found, and what was expected instead. */
export function describeIssue(issue: $ZodIssue): { found: string; expected: string } {
  if (issue.code === 'unrecognized_keys') {
    return { found: `key ${issue.keys.map((key) => `\`${key}\``).join(', ')}`, expected: 'only the documented keys' };
  }
  const input = (issue as { input?: unknown }).input;
  const found = input === undefined ? 'missing value' : (JSON.stringify(input) ?? String(input));
  if (issue.code === 'invalid_type') return { found, expected: `expected ${issue.expected}` };
  if (issue.code === 'invalid_value') return { found, expected: `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}` };
  if (issue.code === 'too_small' || issue.code === 'too_big') return { found, expected: `expected ${bound(issue)}` };
  return { found, expected: issue.message.replace(/^Invalid input: /, '') };
}

/** A size limit in words: "a number greater than 0", "a number of at most 6", "at least 1 character". */
function bound(issue: Extract<$ZodIssue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive ?? true;
  if (issue.origin === 'number' || issue.origin === 'int') {
    const relation = small ? (inclusive ? 'of at least' : 'greater than') : inclusive ? 'of at most' : 'less than';
    return `a${issue.origin === 'int' ? 'n integer' : ' number'} ${relation} ${limit}`;
  }
  const unit = issue.origin === 'string' ? 'character' : 'item';
  // Exclusive bounds on lengths come only from custom schemas; a count is then one more or less.
  const count = inclusive ? limit : small ? limit + 1 : limit - 1;
  return `${issue.exact ? 'exactly' : small ? 'at least' : 'at most'} ${count} ${unit}${count === 1 ? '' : 's'}`;
}
