import { describe, expect, it } from 'vitest';
import { closest, distance } from '../../../src/util/closest.js';

describe('util/closest', () => {
  it('measures edit distance', () => {
    expect(distance('setup', 'setpu')).toBe(2);
    expect(distance('', 'abc')).toBe(3);
  });

  it('suggests near names first and leaves unrelated names out', () => {
    expect(closest('gudes/plugins', ['guides/plugins', 'guides/theming', 'api/cli'])).toEqual(['guides/plugins']);
    expect(closest('introduction', ['intro', 'setup'])).toEqual(['intro']);
    expect(closest('zzzzzz', ['intro'])).toEqual([]);
  });
});
