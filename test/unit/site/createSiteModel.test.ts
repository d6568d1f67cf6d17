import { describe, expect, it } from 'vitest';
import { linkSiteModel } from '../../../src/site/createSiteModel.js';
import type { UnlinkedSiteModel } from '../../../src/site/modelTypes.js';
import type { PageFacts } from '../../../src/markdown/types.js';

/** Freezes a value and everything inside it: a write into it then throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Map) && !(value instanceof Set)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

describe('site/createSiteModel', () => {
  it('links the model into new values: rewrites per route, routes sorted, the unlinked model untouched', () => {
    const unlinked = deepFreeze({
      model: {
        config: { baseUrl: '/b/', siteDir: '/site', onBrokenMarkdownLinks: 'warn' },
        routes: [
          { page: { kind: 'mdPage', permalink: '/b/z' }, content: { file: 'pages/z.md', key: 'k1' } },
          { page: { kind: 'notFound', permalink: '/b/404.html' } },
          { page: { kind: 'mdPage', permalink: '/b/a' }, content: { file: 'pages/a.md', key: 'k2' } },
        ],
        warnings: [],
      },
      permalinkByFile: new Map([
        ['pages/a.md', '/b/a'],
        ['pages/z.md', '/b/z'],
      ]),
      draftFiles: new Set<string>(),
    }) as unknown as UnlinkedSiteModel;
    const parsed = new Map([
      ['pages/z.md', { links: [{ kind: 'link', url: 'a.md', line: 3, column: 1 }] } as unknown as PageFacts],
      ['pages/a.md', { links: [] } as unknown as PageFacts],
    ]);
    const model = linkSiteModel(unlinked, { parsed, assetUrls: new Map() });
    expect(model.routes.map((route) => [route.page.permalink, route.content?.rewrites])).toEqual([
      ['/b/404.html', undefined],
      ['/b/a', {}],
      ['/b/z', { 'a.md': '/b/a' }],
    ]);
    expect(unlinked.model.routes.map((route) => route.page.permalink)).toEqual(['/b/z', '/b/404.html', '/b/a']);
  });
});
