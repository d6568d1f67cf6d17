import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../../src/site/chrome.js';

describe('site/chrome', () => {
  it('turns config links written as text into valid URLs spelt like the pages they lead to', () => {
    expect(resolveLink('/b/', '/docs/café', undefined)).toEqual({ href: '/b/docs/caf%C3%A9', external: false });
    expect(resolveLink('/b/', '/docs/caf%C3%A9#part', undefined)).toEqual({ href: '/b/docs/caf%C3%A9#part', external: false });
    expect(resolveLink('/b/', undefined, 'https://example.com/a b')).toEqual({ href: 'https://example.com/a%20b', external: true });
    expect(resolveLink('/b/', undefined, '/blog')).toEqual({ href: '/b/blog', external: false });
  });
});
