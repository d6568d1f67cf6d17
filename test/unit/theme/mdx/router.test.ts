import { describe, expect, it } from 'vitest';
import { createPath, matchPath } from '../../../../theme/mdx/router.js';

describe('theme/mdx/router', () => {
  it('matches route paths as React Router 5 does: parameters, exact, strict', () => {
    expect(matchPath('/blog/launch', { path: '/blog/:slug' })).toEqual({ path: '/blog/:slug', url: '/blog/launch', isExact: true, params: { slug: 'launch' } });
    expect(matchPath('/blog/launch/comments', { path: '/blog/:slug' })).toEqual({ path: '/blog/:slug', url: '/blog/launch', isExact: false, params: { slug: 'launch' } });
    expect(matchPath('/blog/launch/comments', { path: '/blog/:slug', exact: true })).toBeNull();
    expect(matchPath('/blogs', '/blog')).toBeNull();
    expect(matchPath('/blog/', { path: '/blog', exact: true })).toMatchObject({ url: '/blog/', isExact: true });
    expect(matchPath('/blog/', { path: '/blog', exact: true, strict: true })).toBeNull();
    expect(matchPath('/Blog', '/blog')).toMatchObject({ url: '/Blog' });
    expect(matchPath('/Blog', { path: '/blog', sensitive: true })).toBeNull();
    expect(matchPath('/anything', '/')).toEqual({ path: '/', url: '/', isExact: false, params: {} });
    expect(matchPath('/docs/a%20b', ['/blog/:slug', '/docs/:id'])).toMatchObject({ path: '/docs/:id', params: { id: 'a b' } });
  });

  it('writes a place as a path', () => {
    expect(createPath('/a?b#c')).toBe('/a?b#c');
    expect(createPath({ pathname: '/a', search: 'tab=2', hash: 'top' })).toBe('/a?tab=2#top');
    expect(createPath({ search: '?tab=2' })).toBe('?tab=2');
  });
});
