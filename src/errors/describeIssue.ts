import type { $ZodIssue } from 'zod/v4/core';

/** A schema problem in words: what was found, and what was expected instead. */
export function describeIssue(issue: $ZodIssue): { found: string; expected: string } {
  if (issue.code === 'unrecognized_keys') {
    return { found: `key ${issue.keys.map((key) => `\`${key}\``).join(', ')}`, expected: 'only the documented keys' };
  }
  const input = (issue as { input?: unknown }).input;
  const found = input === undefined ? 'missing value' : (JSON.stringify(input) ?? String(input));
  if (issue.code === 'invalid_type') return { found, expected: `expected ${issue.expected}` };
  if (issue.code === 'invalid_value') return { found, expected: `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}` };
  return { found, expected: issue.message.replace(/^Invalid input: /, '') };
}
