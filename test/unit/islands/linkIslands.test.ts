import { describe, expect, it } from 'vitest';
import { linkIslands, siteIslands } from '../../../src/islands/linkIslands.js';
import type { ContentSet } from '../../../src/content/types.js';
import type { PageFacts } from '../../../src/markdown/types.js';
import type { Route } from '../../../src/site/modelTypes.js';

const facts = (islands?: string[]) => ({ headings: [], ids: [], links: [], wordCount: 0, frontmatter: {}, ...(islands && { islands }) }) as PageFacts;
const page = (permalink: string) => ({ kind: 'doc', permalink, title: 'T', documentTitle: 'T', htmlClassName: '' }) as unknown as Route['page'];

describe('islands/linkIslands', () => {
  const parsed = new Map([
    ['docs/a.mdx', facts(['src/components/Counter.tsx#Counter', 'src/components/Chart.tsx#default'])],
    ['docs/b.md', facts()],
  ]);
  const content = { reactPages: [{ file: 'pages/x.tsx', sourcePath: 'x.tsx', component: () => null, island: { module: '/site/pages/x.tsx', exportName: 'default' } }, { file: 'pages/y.tsx', sourcePath: 'y.tsx', component: () => null }] } as unknown as ContentSet;

  it('gathers every key the pages use, and React pages that run in the browser', () => {
    expect(siteIslands(content, parsed, '/site')).toEqual(['pages/x.tsx#default', 'src/components/Chart.tsx#default', 'src/components/Counter.tsx#Counter']);
  });

  it("gives each page with islands its modules' URLs and its islands' stylesheets, and no other page anything", () => {
    const routes = [
      { page: page('/docs/a'), content: { file: 'docs/a.mdx', key: 'a', rewrites: {} } },
      { page: page('/docs/b'), content: { file: 'docs/b.md', key: 'b', rewrites: {} } },
      { page: page('/x'), component: () => null, island: { module: '/site/pages/x.tsx', exportName: 'default' } },
    ] as unknown as Route[];
    const bundle = {
      scripts: { 'src/components/Counter.tsx#Counter': 'islands/Counter.A.js', 'src/components/Chart.tsx#default': 'islands/Chart.B.js', 'pages/x.tsx#default': 'islands/x.C.js' },
      styles: { 'src/components/Counter.tsx#Counter': ['islands/Counter.A.css'], 'pages/x.tsx#default': ['islands/x.C.css'] },
      files: [],
      inputs: [],
      built: true,
    };
    linkIslands(routes, { bundle, parsed, siteDir: '/site', baseUrl: '/base/' });
    expect(routes[0].page.islands).toEqual({ 'src/components/Counter.tsx#Counter': '/base/assets/islands/Counter.A.js', 'src/components/Chart.tsx#default': '/base/assets/islands/Chart.B.js' });
    expect(routes[0].page.islandStyles).toEqual(['/base/assets/islands/Counter.A.css']);
    expect(routes[1].page).not.toHaveProperty('islands');
    expect(routes[2].page.islands).toEqual({ 'pages/x.tsx#default': '/base/assets/islands/x.C.js' });
    // A React page links the CSS its module imports already.
    expect(routes[2].page).not.toHaveProperty('islandStyles');
  });
});

describe('render/document with islands', () => {
  it("links the islands' stylesheets after the theme's, marked as the page's, and keeps them out of the page's JSON", async () => {
    const { renderDocument } = await import('../../../src/render/document.js');
    const data = { ...page('/docs/a'), kind: 'mdPage', toc: [], islands: { 'a.tsx#default': '/assets/islands/a.A.js' }, islandStyles: ['/assets/islands/a.A.css'] } as unknown as Route['page'];
    const chrome = { url: 'https://example.com', baseUrl: '/', colorMode: {} } as never;
    const html = renderDocument(data, '', { chrome, lang: 'en', dir: 'ltr', assets: { script: '/assets/js/main.js', stylesheet: '/assets/css/styles.css' } });
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.css">\n<link rel="stylesheet" href="/assets/islands/a.A.css" data-page-style="">');
    expect(html).toContain('"islands":{"a.tsx#default":"/assets/islands/a.A.js"}');
    expect(html).not.toContain('"islandStyles"');
  });
});
