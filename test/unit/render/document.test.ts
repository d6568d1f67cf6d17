import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClientBundle } from '../../../src/bundle/bundleClient.js';
import { buildFixture, pageHtml } from '../helpers.js';

describe('render/document', () => {
  it('writes canonical, alternate and og:url links of pages with spaces and accents in their names percent-encoded', async () => {
    const result = await buildFixture('file-names-to-encode');
    const cases = [
      ['/site/docs/my%20doc', 'https://example.com/site/docs/my%20doc'],
      ['/site/docs/caf%C3%A9', 'https://example.com/site/docs/caf%C3%A9'],
      ['/site/blog/2025/01/01/h%C3%A9llo%20w%C3%B6rld', 'https://example.com/site/blog/2025/01/01/h%C3%A9llo%20w%C3%B6rld'],
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

  it('links the chunks the module script imports statically as modulepreload, under the base URL', async () => {
    const result = await buildFixture('file-names-to-encode');
    const html = pageHtml(result, '/site/docs/my%20doc');
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads.length).toBeGreaterThan(0);
    for (const href of preloads) expect(href).toMatch(/^\/site\/assets\/js\/chunk\.[A-Z0-9]{8}\.js$/);
    const script = /<script type="module" src="\/site\/assets\/(js\/main\.[A-Z0-9]{8}\.js)"><\/script>/.exec(head)?.[1];
    const { dir } = await loadClientBundle();
    const imported = [...readFileSync(path.join(dir, script!), 'utf8').matchAll(/import(?:[^"'()]*?from)?\s*"\.\/([^"]+)"/g)].map((match) => `/site/assets/js/${match[1]}`);
    for (const chunk of imported) expect(preloads).toContain(chunk);
  });
});
