import { describe, expect, it } from 'vitest';
import { isRedirectSource, readRedirectTarget } from '../../../src/util/redirectTarget.js';

describe('util/redirectTarget', () => {
  it('reads as another site every target a browser takes off the site', () => {
    // Each of these Chromium follows to evil.com (see test/e2e/redirectTargets.e2e.ts).
    for (const to of ['/\\evil.com', '//evil.com', '/\\/evil.com', '/\t/evil.com', '/\n/evil.com', '/\r\n/evil.com', '\\\\evil.com', ' //evil.com', 'https:evil.com', 'https:\\\\evil.com', 'https:/evil.com', 'https://evil.com\\@site.example', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'evil.com', '../x', 'mailto:a@b.c', 'ftp://evil.com/']) {
      expect(readRedirectTarget(to), JSON.stringify(to)).toBe('offSite');
    }
  });

  it('reads paths of the site as paths, escapes left encoded as a browser leaves them', () => {
    for (const to of ['/', '/docs/intro', '/docs/intro?x=1#y', '/%5Cevil.com', '/%2F%2Fevil.com', '/%09/evil.com', '/docs/my page', '/..//evil.com']) {
      expect(readRedirectTarget(to), JSON.stringify(to)).toBe('path');
    }
  });

  it('reads an absolute URL written in full as external, as Docusaurus allows', () => {
    for (const to of ['https://other.example/page', 'http://other.example', 'HTTPS://other.example/a?b#c']) expect(readRedirectTarget(to)).toBe('external');
  });

  it('takes as a source only a path a browser requests as it is written', () => {
    for (const from of ['/docs/old', '/', '/docs/my page', '/docs/é', '/a|b']) expect(isRedirectSource(from), from).toBe(true);
    for (const from of ['//evil.com', '/\\evil.com', '/docs/../x', '/docs/./x', '/%2e%2e/x', '/docs\\old', '/a\tb', '/a?b', '/a#b', 'docs/old', 'https://site.example/x']) {
      expect(isRedirectSource(from), JSON.stringify(from)).toBe(false);
    }
  });
});
