import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../helpers.js';

/** Only the characters a URL may hold as they are (RFC 3986), with `%` only as an escape. */
const VALID_URL = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-F]{2})+$/;

describe('output/sitemap', () => {
  it('lists pages whose file names hold spaces, accents, `#` and `%` at valid, percent-encoded URLs', async () => {
    const result = await buildFixture('file-names-to-encode');
    const sitemap = result.files.find((file) => file.path === 'sitemap.xml');
    const text = sitemap && 'contents' in sitemap ? String(sitemap.contents) : '';
    expect(XMLValidator.validate(text)).toBe(true);
    const urls: string[] = new XMLParser({ isArray: (name) => name === 'url' }).parse(text).urlset.url.map((url: { loc: string }) => url.loc);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://example.com/site/docs/my%20doc',
        'https://example.com/site/docs/caf%C3%A9',
        'https://example.com/site/docs/c%23',
        'https://example.com/site/docs/100%25',
        'https://example.com/site/docs/tags/cr%C3%A8me-br%C3%BBl%C3%A9e',
        'https://example.com/site/blog/2025/01/01/h%C3%A9llo%20w%C3%B6rld',
        'https://example.com/site/blog/tags/na%C3%AFve',
        'https://example.com/site/%C3%A0%20propos',
      ]),
    );
    for (const url of urls) {
      expect(url).toMatch(VALID_URL);
      expect(new URL(url).href).toBe(url);
    }
  });
});
