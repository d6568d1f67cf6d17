import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { isReactPageFile } from '../../../src/content/scanContent.js';
import { embeddedData, pageHtml, siteError, writeSite } from '../helpers.js';

const config = JSON.stringify({ title: 'Orbit', url: 'https://example.com', baseUrl: '/b/', pages: { path: 'src/pages' } });

describe('content/scanContent isReactPageFile', () => {
  it('takes the files Docusaurus\'s pages plugin takes as React pages, tests left out', () => {
    const files = ['index.js', 'index.jsx', 'index.ts', 'index.tsx', 'help/index.js', 'index.test.js', 'a/b.test.tsx', 'styles.module.css', 'data.json', 'about.md', 'page.mjs'];
    expect(files.filter(isReactPageFile)).toEqual(['index.js', 'index.jsx', 'index.ts', 'index.tsx', 'help/index.js']);
  });
});

describe('content/scanContent React pages written for Docusaurus', () => {
  it('builds a <Layout> page of src/pages below the base URL: its title, description and chrome once', async () => {
    const siteDir = await writeSite({
      'hexsite.config.json': config,
      'src/pages/help/index.js': [
        "import Layout from '@theme/Layout';",
        "import Link from '@docusaurus/Link';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        'export default function Help() {',
        '  return <Layout title="Help" description="Answers" wrapperClassName="help"><h1>Help</h1><Link to="/docs">Docs</Link><img src={useBaseUrl(\'/img/a.png\')} /></Layout>;',
        '}',
      ].join('\n'),
    });
    try {
      const result = await build({ siteDir, write: false });
      const html = pageHtml(result, '/b/help');
      expect(html).toContain('<title>Help | Orbit</title>');
      expect(html).toContain('<meta name="description" content="Answers">');
      expect(html).toContain('<div id="__main" class="main-wrapper help"><main><div id="__content" class="react-page"><h1>Help</h1><a href="/b/docs">Docs</a><img src="/b/img/a.png"/></div></main></div>');
      expect(html.match(/<nav /g)).toHaveLength(1);
      expect(embeddedData(html).page).toMatchObject({ title: 'Help', layout: { wrapperClassName: 'help' } });
    } finally {
      await rm(siteDir, { recursive: true, force: true });
    }
  });

  it('refuses an unknown Docusaurus module, naming it, the page and the closest one', async () => {
    const siteDir = await writeSite({ 'hexsite.config.json': config, 'src/pages/index.js': "import Layout from '@theme/Layot';\nexport default function Home() { return <Layout>x</Layout>; }\n" });
    try {
      const text = await siteError(siteDir);
      expect(text).toContain('src/pages/index.js:1:20  Unexpected import of `@theme/Layot`, expected one of the components hexsite provides: did you mean `@theme/Layout`?');
    } finally {
      await rm(siteDir, { recursive: true, force: true });
    }
  });

  it('tells where a module beside the pages belongs', async () => {
    const siteDir = await writeSite({ 'hexsite.config.json': config, 'src/pages/index.js': 'export default function Home() { return null; }\n', 'src/pages/helpers.js': 'export const answer = 42;\n' });
    try {
      expect(await siteError(siteDir)).toMatchInlineSnapshot(`
        "src/pages/helpers.js  Unexpected page module without a default export, expected \`export default function Page() { … }\`
          hint: Every .js, .jsx, .ts and .tsx file of the pages folder is a page, as in Docusaurus. A component or module beside the pages goes in a folder whose name starts with \`_\` (\`_components/\`), or in \`src/components/\`.   [page-no-default-export]"
      `);
    } finally {
      await rm(siteDir, { recursive: true, force: true });
    }
  });

  it('says which package is not installed, at its line, and how to install it', async () => {
    const siteDir = await writeSite({ 'hexsite.config.json': config, 'src/pages/index.js': "import React from 'react';\nimport GitHubButton from 'react-github-btn';\nexport default function Home() { return <GitHubButton />; }\n" });
    try {
      expect(await siteError(siteDir)).toMatchInlineSnapshot(`
        "src/pages/index.js:2:26  Unexpected import of \`react-github-btn\`, expected an installed package
          hint: Install the site's dependencies (\`npm install\` in the site folder), or \`npm install react-github-btn\`.   [page-import]"
      `);
    } finally {
      await rm(siteDir, { recursive: true, force: true });
    }
  });
});
