// A Docusaurus website folder as its repository holds it: built before `npm install`, before the
// scripts that make its generated files, with the files of its repository around it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopCompiler } from '../../../src/config/loadModule.js';
import { build } from '../../../src/pipeline/build.js';
import { pageHtml, siteError, writeSite } from '../helpers.js';

afterAll(async () => {
  await stopCompiler();
});

const CONFIG = `module.exports = {
  title: 'Checkout',
  url: 'https://checkout.example',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false, theme: { customCss: ['./src/css/custom.css'] } }]],
};
`;

/** A Docusaurus site in `website/` of a temporary folder, with `files` (paths relative to that folder) added. */
async function checkout(files: Record<string, string>): Promise<string> {
  const website = (file: string) => `website/${file}`;
  const dir = await writeSite({
    [website('docusaurus.config.js')]: CONFIG,
    [website('sidebars.js')]: "module.exports = { docs: ['intro'] };\n",
    [website('docs/intro.md')]: '# Intro\n\nHello.\n',
    [website('src/css/custom.css')]: ':root { --ifm-color-primary: #2e8555; }\n',
    ...files,
  });
  return path.join(dir, 'website');
}

describe('a Docusaurus site as its repository holds it', () => {
  it('builds before `npm install` and before its scripts: a tsconfig extending a package, sidebars requiring one, a page importing a generated file', async () => {
    const siteDir = await checkout({
      'website/tsconfig.json': '{ "extends": "@docusaurus/tsconfig", "compilerOptions": { "strict": true } }\n',
      'website/sidebars.js': "const { z } = require('zod');\nz.object({});\nmodule.exports = { docs: ['intro'] };\n",
      'website/src/pages/index.js': "import { companies } from '../components/Companies.script.output';\nexport default function Home() { return <main><h1>Home</h1>{companies.map((name) => <p key={name}>{name}</p>)}</main>; }\n",
    });
    let notes: Array<{ option: string; instead: string; pages?: string[] }> = [];
    const result = await build({ siteDir, write: false, onMigration: (migration) => (notes = migration.notes) });
    expect(pageHtml(result, '/')).toContain('<h1>Home</h1>');
    expect(pageHtml(result, '/docs/intro')).toContain('Hello.');
    expect(notes.find((note) => note.option === 'import of `src/components/Companies.script.output`')).toMatchObject({
      instead: 'no such file (is it made by a script before the build?): built with a stand-in that renders nothing',
      pages: ['src/pages/index.js:1'],
    });
  }, 30_000);

  it('builds a page importing a Markdown file as a component, and a subpath of a package not installed from a file outside src/', async () => {
    const siteDir = await checkout({
      'website/docs/parts/step.md': '---\ntitle: ignored\n---\n\n# Step one\n\nRun **this**:\n\n```ts\nconst one = 1;\n```\n',
      'website/src/util.js': "import { z } from 'zod';\nexport const schema = z;\n",
      'website/tools/params.ts': "import { z } from 'zod/v3';\nexport const params = z.object({}).transform((value) => value).describe('params');\n",
      'website/src/pages/index.js': "import Step from '../../docs/parts/step.md';\nimport { params } from '../../tools/params';\nexport default function Home() { return <main>{params ? null : null}<Step /></main>; }\n",
    });
    const result = await build({ siteDir, write: false });
    const home = pageHtml(result, '/');
    expect(home).toContain('<h1>Step one</h1>');
    expect(home).toContain('Run <strong>this</strong>:');
    expect(home).toMatch(/<pre[^>]*>[\s\S]*const[\s\S]*one/);
    expect(home).not.toContain('title: ignored');
  }, 30_000);

  it('lets its code import the files of its repository: the folder with .git, else the one holding the site and its docs', async () => {
    const errorsPage = (json: string) => `import errors from '${json}';\nexport default function Errors() { return <main>{Object.values(errors).map((text) => <p key={text}>{text}</p>)}</main>; }\n`;
    const beside = await checkout({
      'website/docusaurus.config.js': CONFIG.replace('docs: {', "docs: { path: '../docs', "),
      'docs/intro.md': '# Intro\n',
      'errors.json': '{ "1": "Reducer missing" }',
      'website/src/pages/errors.js': errorsPage('../../../errors.json'),
    });
    expect(pageHtml(await build({ siteDir: beside, write: false }), '/errors')).toContain('<p>Reducer missing</p>');

    // A checkout: the folder with .git is the repository, wherever the docs are.
    const checkedOut = await checkout({ 'packages/toolkit/messages.json': '{ "1": "From a package" }', 'website/src/pages/errors.js': errorsPage('../../../packages/toolkit/messages.json') });
    mkdirSync(path.join(checkedOut, '..', '.git'));
    expect(pageHtml(await build({ siteDir: checkedOut, write: false }), '/errors')).toContain('<p>From a package</p>');
  }, 30_000);

  it('keeps its published files to its own folders: an image of the repository in a doc, and any import beyond it, are refused', async () => {
    const image = await checkout({ 'secret.png': 'not an image', 'website/docs/intro.md': '# Intro\n\n![secret](../../secret.png)\n' });
    mkdirSync(path.join(image, '..', '.git'));
    expect(await siteError(image)).toContain('[outside-site]');
    const beyond = await checkout({
      'outer.json': '{}',
      'repo/website/docusaurus.config.js': CONFIG,
      'repo/website/sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'repo/website/docs/intro.md': '# Intro\n',
      'repo/website/src/css/custom.css': '',
      'repo/website/src/pages/index.js': "import data from '../../../../outer.json';\nexport default function Home() { return <p>{String(data)}</p>; }\n",
    });
    mkdirSync(path.join(beyond, '..', 'repo', '.git'));
    expect(await siteError(path.join(beyond, '..', 'repo', 'website'))).toMatch(/Unexpected import of `[^`]*outer\.json`, outside its repository/);
  }, 30_000);
  it('runs an async remark plugin that imports its packages as it runs, on the docs and the partials they include, and MDX components importing clsx', async () => {
    const siteDir = await checkout({
      'website/docusaurus.config.js': CONFIG.replace("sidebarPath: require.resolve('./sidebars.js') }", "sidebarPath: require.resolve('./sidebars.js'), remarkPlugins: [require('./shout.js')] }"),
      'website/shout.js': "module.exports = function shout() {\n  return async (tree) => {\n    const { visit } = await import('unist-util-visit');\n    visit(tree, 'text', (node) => { node.value = node.value.toUpperCase(); });\n  };\n};\n",
      'website/docs/intro.md': "import Part from './_part.md';\nimport Badge from '@site/src/components/Badge';\n\n# Intro\n\nhello.\n\n<Part />\n\n<Badge />\n",
      'website/docs/_part.md': 'from the partial.\n',
      'website/src/components/Badge.jsx': "import clsx from 'clsx';\nexport default function Badge() { return <span className={clsx('badge', false && 'no')}>b</span>; }\n",
    });
    const built = await build({ siteDir, write: false }).catch((error: { errors?: Array<{ message: string }> }) => {
      throw new Error(error.errors?.map((each) => each.message).join('\n') ?? String(error));
    });
    const html = pageHtml(built, '/docs/intro');
    expect(html).toContain('HELLO.');
    expect(html).toContain('FROM THE PARTIAL.');
    expect(html).toContain('<span class="badge">b</span>');
  }, 30_000);
});
