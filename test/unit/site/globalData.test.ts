import { describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { pageHtml, writeSite } from '../helpers.js';

/** A React page showing what `useGlobalData()` gives it, as JSON. */
const DATA_PAGE = `import React from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
export default function Data() {
  return React.createElement('pre', { id: 'data' }, JSON.stringify(useGlobalData()));
}
`;

/** The JSON the page shows, its HTML entities read back. */
function shownData(html: string): unknown {
  const text = /<pre id="data">([^<]*)<\/pre>/.exec(html)?.[1] ?? '';
  return JSON.parse(text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));
}

describe("useGlobalData(): the docs plugin's global data, as Docusaurus's docs plugin shares it", () => {
  it('has one entry per docs set, each version with its docs, ids and paths under the base URL', async () => {
    const config = {
      title: 'S',
      url: 'https://example.com',
      baseUrl: '/b/',
      blog: false,
      docs: { sidebarPath: './sidebars.json' },
      docsSets: [{ id: 'api', path: 'api', routeBasePath: 'api' }],
    };
    const siteDir = await writeSite({
      'hexsite.config.json': JSON.stringify(config),
      'sidebars.json': JSON.stringify({ guides: ['intro', 'setup'] }),
      'docs/intro.md': '# Intro\n\nThe guides.',
      'docs/setup.md': '# Setup\n\nHow.',
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': '# Intro\n\nThe old guides.',
      'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ guides: ['intro'] }),
      'api/overview.md': '# Overview\n\nThe API.',
      'pages/data.js': DATA_PAGE,
    });
    const result = await build({ siteDir, write: false });
    const data = shownData(pageHtml(result, '/b/data')) as Record<string, Record<string, { path: string; versions: Array<{ name: string }> }>>;
    expect(Object.keys(data)).toEqual(['docusaurus-plugin-content-docs']);
    const docs = data['docusaurus-plugin-content-docs'];
    expect(Object.keys(docs)).toEqual(['default', 'api']);
    expect(docs.default).toEqual({
      path: '/b/docs',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: false,
          path: '/b/docs/next',
          mainDocId: 'intro',
          docs: [
            { id: 'intro', path: '/b/docs/next/intro', sidebar: 'guides' },
            { id: 'setup', path: '/b/docs/next/setup', sidebar: 'guides' },
          ],
          draftIds: [],
          sidebars: { guides: { link: { path: '/b/docs/next/intro', label: 'Intro' } } },
        },
        {
          name: '1.0',
          label: '1.0',
          isLast: true,
          path: '/b/docs',
          mainDocId: 'intro',
          docs: [{ id: 'intro', path: '/b/docs/intro', sidebar: 'guides' }],
          draftIds: [],
          sidebars: { guides: { link: { path: '/b/docs/intro', label: 'Intro' } } },
        },
      ],
    });
    expect(docs.api.path).toBe('/b/api');
    expect(docs.api.versions.map((version) => version.name)).toEqual(['current']);
  });

  it('reaches a theme override, whose pages then carry the data for the browser; a site whose overrides do not read it carries none', async () => {
    const footer = (reads: boolean) =>
      reads
        ? "import Footer from '@theme-original/Footer';\nimport { useActiveVersion } from '@docusaurus/plugin-content-docs/client';\nexport default function Wrapped(props: any) {\n  return <><Footer {...props} /><p id=\"version\">{useActiveVersion()?.name}</p></>;\n}\n"
        : "import Footer from '@theme-original/Footer';\nexport default function Wrapped(props: any) {\n  return <Footer {...props} />;\n}\n";
    const siteOf = (reads: boolean) => writeSite({ 'docs/intro.md': '# Intro\n', 'src/theme/Footer.tsx': footer(reads) });
    const reading = pageHtml(await build({ siteDir: await siteOf(true), write: false }), '/b/docs/intro');
    expect(reading).toContain('<p id="version">current</p>');
    const carried = /<script id="__hexsite_global_data" type="application\/json">([^<]*)<\/script>/.exec(reading)?.[1];
    expect(JSON.parse(carried ?? '{}')['docusaurus-plugin-content-docs'].default.path).toBe('/b/docs');
    const other = pageHtml(await build({ siteDir: await siteOf(false), write: false }), '/b/docs/intro');
    expect(other).not.toContain('__hexsite_global_data');
  });
});
