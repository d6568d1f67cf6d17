import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { describeIssue } from '../../../src/errors/describeIssue.js';

/** The words for the first issue of `value` against `schema`. */
function describe1(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return describeIssue(result.error.issues[0]);
}

describe('errors/describeIssue', () => {
  it('says what type was expected', () => {
    expect(describe1(z.string(), 5)).toEqual({ found: '5', expected: 'expected string' });
  });

  it('says in words how small or large a value, a text or a list may be', () => {
    expect(describe1(z.number().int().positive(), 0)).toEqual({ found: '0', expected: 'expected a number greater than 0' });
    expect(describe1(z.number().int().nonnegative(), -1).expected).toBe('expected a number of at least 0');
    expect(describe1(z.number().max(6), 7).expected).toBe('expected a number of at most 6');
    expect(describe1(z.string().min(1), '')).toEqual({ found: '""', expected: 'expected at least 1 character' });
    expect(describe1(z.string().max(3), 'four').expected).toBe('expected at most 3 characters');
    expect(describe1(z.array(z.string()).min(1), []).expected).toBe('expected at least 1 item');
    expect(describe1(z.string().length(2), 'abc').expected).toBe('expected exactly 2 characters');
  });

  it('keeps a message the schema gives', () => {
    expect(describe1(z.string().regex(/^\//, 'expected a path that starts with "/"'), 'docs').expected).toBe('expected a path that starts with "/"');
  });
});
