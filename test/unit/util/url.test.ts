import { describe, expect, it } from 'vitest';
import { decodeUrlPath, encodeUrlPath, splitPlainPath, toValidUrl } from '../../../src/util/url.js';

describe('util/url', () => {
  it('encodes a path written as text into the URL path that names it', () => {
    expect(encodeUrlPath('/docs/my doc')).toBe('/docs/my%20doc');
    expect(encodeUrlPath('/docs/café')).toBe('/docs/caf%C3%A9');
    expect(encodeUrlPath('/docs/c#')).toBe('/docs/c%23');
    expect(encodeUrlPath('/docs/why?')).toBe('/docs/why%3F');
    expect(encodeUrlPath('/docs/100%')).toBe('/docs/100%25');
    expect(encodeUrlPath('/docs/c++')).toBe('/docs/c%2B%2B');
    // What a path may hold as it is stays, so ordinary URLs do not change.
    expect(encodeUrlPath("/docs/guides/getting-started_v1.2~(draft)!@a:b;c=d,e&f$g*h'i")).toBe("/docs/guides/getting-started_v1.2~(draft)!@a:b;c=d,e&f$g*h'i");
  });

  it('decodes a URL path back to the text, segment by segment, as a static host does', () => {
    for (const text of ['/docs/my doc', '/docs/café', '/docs/c#', '/docs/why?', '/docs/100%', '/docs/a%2Fb', '/日本語/ページ']) {
      expect(decodeUrlPath(encodeUrlPath(text))).toBe(text);
    }
    expect(decodeUrlPath('/docs/100%/caf%C3%A9')).toBe('/docs/100%/café');
  });

  it('makes any URL valid without touching one that is valid already', () => {
    expect(toValidUrl('https://example.com/b/docs/my doc')).toBe('https://example.com/b/docs/my%20doc');
    expect(toValidUrl('https://example.com/img/ça va.png')).toBe('https://example.com/img/%C3%A7a%20va.png');
    expect(toValidUrl('https://example.com/100%')).toBe('https://example.com/100%25');
    const valid = 'https://example.com/b/docs/caf%C3%A9?q=a+b&c=d#part';
    expect(toValidUrl(valid)).toBe(valid);
    expect(toValidUrl(toValidUrl('/a b/ü'))).toBe('/a%20b/%C3%BC');
  });

  it('splits a plain path from the root as the URL parser resolves it from any page, and leaves every other URL to the parser', () => {
    for (const url of ['/docs/intro', '/docs/intro#setup', '/docs/intro/', '/docs/intro#', '/', '/a_b/c-d#e_f-1', '/docs//x']) {
      const resolved = new URL(url, 'http://site/docs/guides/page');
      expect(splitPlainPath(url)).toEqual({ path: resolved.pathname, fragment: resolved.hash.slice(1) || null });
    }
    for (const url of ['docs/intro', './x', '../x', '/docs/./x', '/docs/../x', '/docs/caf%C3%A9', '/docs/x?y=1', '//host/x', '/docs/x#a.b', '/docs/a b', 'https://example.com/x', '#top']) {
      expect(splitPlainPath(url)).toBeNull();
    }
  });
});

