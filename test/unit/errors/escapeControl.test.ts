import { describe, expect, it } from 'vitest';
import { escapeControl } from '../../../src/errors/escapeControl.js';
import { formatError } from '../../../src/errors/formatError.js';
import { HexsiteError } from '../../../src/errors/HexsiteError.js';

describe('errors/escapeControl', () => {
  it('writes C0 controls, DEL and C1 controls as escapes', () => {
    expect(escapeControl('a\u001b]0;x\u0007b\u007f\u009bc\u0000')).toBe('a\\x1B]0;x\\x07b\\x7F\\x9Bc\\x00');
  });

  it('writes bidirectional overrides and isolates as escapes', () => {
    expect(escapeControl('a\u202eb\u2066c\u2069')).toBe('a\\u202Eb\\u2066c\\u2069');
  });

  it('escapes line feeds and tabs, unless asked to keep the layout', () => {
    expect(escapeControl('a\nb\tc\rd')).toBe('a\\x0Ab\\x09c\\x0Dd');
    expect(escapeControl('a\nb\tc\rd', { keepLayout: true })).toBe('a\nb\tc\\x0Dd');
  });

  it('leaves printable text as it is', () => {
    expect(escapeControl('docs/café #1 – 中文.md')).toBe('docs/café #1 – 中文.md');
  });
});

describe('errors/formatError escapes what it prints', () => {
  it('escapes the file, the reason and the hint, keeping the message lines', () => {
    const error = new HexsiteError('Unexpected `\u001b[2J`', { file: 'docs/a\u001b]0;t\u0007\nb.md', line: 2, hint: 'Rename \u009b it.', ruleId: 'x' });
    expect(formatError(error)).toBe('docs/a\\x1B]0;t\\x07\\x0Ab.md:2  Unexpected `\\x1B[2J`\n  hint: Rename \\x9B it.   [x]');
  });

  it('escapes internal errors too', () => {
    const error = new Error('Internal error: \u001b[2J');
    error.stack = 'Error: Internal error: \u001b[2J\n    at x';
    expect(formatError(error)).toBe('Error: Internal error: \\x1B[2J\n    at x');
  });
});
