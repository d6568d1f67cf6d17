import { describe, expect, it } from 'vitest';
import { parseVersionsFile } from '../../../src/content/readVersionsFile.js';

/** The error's place and reason, or the names read. */
function parse(text: string) {
  try {
    return parseVersionsFile(text);
  } catch (error) {
    const { line, column, message } = error as { line?: number; column?: number; message: string };
    return `${line}:${column} ${message}`;
  }
}

describe('content/readVersionsFile', () => {
  it('reads an array of names, newest first', () => {
    expect(parse('[\n  "2.0",\n  "1.0"\n]\n')).toEqual(['2.0', '1.0']);
    expect(parse('[]')).toEqual([]);
  });

  it('places a value that is not a name at its own line', () => {
    expect(parse('[\n  "2.0",\n  1.0\n]')).toBe('3:3 Unexpected a number at position 2, expected a version name in quotes');
    expect(parse('["2.0", null]')).toBe('1:9 Unexpected null at position 2, expected a version name in quotes');
    expect(parse('{ "versions": ["1.0"] }')).toBe('1:1 Unexpected an object, expected an array of version names');
    expect(parse('\n"1.0"')).toBe('2:1 Unexpected a string, expected an array of version names');
  });

  it('places a syntax error where JSON.parse stops, with or without a position in its message', () => {
    expect(parse('[\n  "2.0",\n]')).toBe("3:1 Unexpected invalid JSON (Unexpected token ']'), expected an array of version names");
    expect(parse('[\n  "2.0"\n  "1.0"\n]')).toMatch(/^3:3 Unexpected invalid JSON \(.*\), expected an array of version names$/);
    expect(parse('[\n  "2.0",')).toMatch(/^2:9 Unexpected invalid JSON \(Unexpected end of JSON input\)/);
  });

  it('refuses, at its line, a name docs:version refuses: the same check for both', () => {
    expect(parse('[\n  "2.0",\n  "next"\n]')).toBe("3:3 Unexpected version name `next`, expected another name: `next` is the URL of the docs folder's own version (`/docs/next/`)");
    expect(parse('["%2e%2e"]')).toMatch(/^1:2 Unexpected `%2e%2e`, which holds `%` or `#`/);
    // `current` may be listed, as Docusaurus reads the file: the docs folder's own version takes that place.
    expect(parse('["current", "1.0"]')).toEqual(['current', '1.0']);
  });
});
