import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { writeSite } from '../helpers.js';

describe('themeOverrides: stylesheets', () => {
  it("links the CSS an override imports from every page, after the theme's stylesheet and before customCss, as Docusaurus makes it global", async () => {
    const site = await writeSite({
      'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/b/', customCss: 'custom.css' }),
      'custom.css': '.mine { color: green; }\n',
      'docs/intro.md': '# Intro\n',
      'src/theme/Footer.tsx': "import Footer from '@theme-original/Footer';\nimport './footer.css';\nexport default function Wrapped(props: any) {\n  return <Footer {...props} />;\n}\n",
      'src/theme/footer.css': 'footer { border-top: 4px solid red; }\n',
    });
    const outDir = path.join(site, 'build');
    await build({ siteDir: site, outDir });
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([expect.stringMatching(/^\/b\/assets\/css\/styles\.\w+\.css$/), expect.stringMatching(/^\/b\/assets\/css\/main\.\w+\.css$/), expect.stringMatching(/^\/b\/assets\/css\/custom\.\w+\.css$/)]);
    expect(readFileSync(path.join(outDir, links[1].replace('/b/', '')), 'utf8')).toMatch(/border-top:\s*4px solid red/);
  });
});
