import { describe, expect, it } from 'vitest';
import { HexsiteError } from '../../../src/errors/HexsiteError.js';
import { applyPolicy, warningLabel } from '../../../src/errors/policy.js';
import { applyLinkPolicy } from '../../../src/links/checkLinks.js';

const link = new HexsiteError('Unexpected link to `/nowhere`', { file: 'docs/a.md', line: 3, ruleId: 'broken-link' });
const anchor = new HexsiteError('Unexpected link to `#nope`', { file: 'docs/a.md', line: 4, ruleId: 'broken-anchor' });

describe("errors/policy: Docusaurus's reporting severities", () => {
  it('makes problems errors, warnings, information or nothing', () => {
    expect(applyPolicy([link], 'throw')).toEqual({ errors: [link], warnings: [] });
    expect(applyPolicy([link], 'warn')).toEqual({ errors: [], warnings: [link] });
    expect(applyPolicy([link], 'ignore')).toEqual({ errors: [], warnings: [] });
    const logged = applyPolicy([link], 'log');
    expect(logged.errors).toEqual([]);
    expect(logged.warnings.map((problem) => [problem.message, problem.file, problem.line, problem.ruleId, warningLabel(problem)])).toEqual([[link.message, 'docs/a.md', 3, 'broken-link', 'info']]);
    expect(warningLabel(link)).toBe('warning');
  });

  it('applies onBrokenLinks to missing pages and onBrokenAnchors to missing headings, keeping their order', () => {
    expect(applyLinkPolicy([anchor, link], { onBrokenLinks: 'throw', onBrokenAnchors: 'warn' })).toEqual({ errors: [link], warnings: [anchor] });
    expect(applyLinkPolicy([anchor, link], { onBrokenLinks: 'ignore', onBrokenAnchors: 'throw' })).toEqual({ errors: [anchor], warnings: [] });
    expect(applyLinkPolicy([link, anchor], { onBrokenLinks: 'warn', onBrokenAnchors: 'warn' })).toEqual({ errors: [], warnings: [link, anchor] });
  });
});
