import { describe, expect, it } from 'vitest';
import { buildFixture, pageHtml } from '../helpers.js';

describe('render/document', () => {
  it('writes canonical, alternate and og:url links of pages with spaces and accents in their names percent-encoded', async () => {
    const result = await buildFixture('file-names-to-encode');
    const cases = [
      ['/site/docs/my%20doc', 'https://example.com/site/docs/my%20doc'],
      ['/site/docs/caf%C3%A9', 'https://example.com/site/docs/caf%C3%A9'],
      ['/site/blog/h%C3%A9llo%20w%C3%B6rld', 'https://example.com/site/blog/h%C3%A9llo%20w%C3%B6rld'],
      ['/site/%C3%A0%20propos', 'https://example.com/site/%C3%A0%20propos'],
    ];
    for (const [permalink, absolute] of cases) {
      const html = pageHtml(result, permalink);
      expect(html).toContain(`<link rel="canonical" href="${absolute}">`);
      expect(html).toContain(`<meta property="og:url" content="${absolute}">`);
      expect(html).toContain(`<link rel="alternate" href="${absolute}" hreflang="x-default">`);
      const head = html.slice(0, html.indexOf('</head>'));
      for (const [, url] of head.matchAll(/(?:href|content)="(https?:[^"]*)"/g)) expect(url).not.toMatch(/[ \u0080-\uFFFF]/);
    }
  });
});
