import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/config/loadConfig.js';
import { formatError } from '../../../src/errors/formatError.js';
import { describe, expect, it } from 'vitest';
import { findMissingPackages, importedSpecifiers } from '../../../src/config/docusaurus/missingPackages.js';
import { writeSite } from '../helpers.js';

describe('the packages a Docusaurus site imports without having installed them', () => {
  it('reads the imports of code, and of Markdown only outside code blocks', () => {
    expect(importedSpecifiers("import a from 'x';\nimport { b } from \"y/sub\";\nexport * from 'z';\nconst c = require('w');\nimport('v');\nimport 'u';\n")).toEqual(['x', 'y/sub', 'z', 'w', 'v', 'u']);
    const markdown = "import Video from 'video-embed';\n\n# Title\n\n```js\nimport { Provider } from 'react-redux';\n```\n\nText that says import x from 'y'.\n";
    expect(importedSpecifiers(markdown, true)).toEqual(['video-embed']);
  });

  it('lists each package not installed with the files importing it at their line, leaving out what hexsite or the site provides', async () => {
    const site = await writeSite({
      'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport clsx from 'clsx';\nimport Button from 'gh-button';\nimport debounce from 'lodash.debounce';\n",
      'src/components/Chart.tsx': "import { draw } from 'charts/esm/draw.js';\nimport debounce from 'lodash.debounce';\nimport local from './local';\n",
      'docs/intro.md': "```js\nimport x from 'in-a-block';\n```\nimport Button from 'gh-button';\n\n# Intro\n",
      'src/components/local.ts': 'export default 1;\n',
      'node_modules/installed-one/package.json': '{}',
      'src/uses.js': "import one from 'installed-one';\n",
    });
    mkdirSync(path.join(site, 'docs/empty'), { recursive: true });
    expect(findMissingPackages(site, ['docs'])).toEqual([
      { kind: 'package', name: 'charts', specifiers: ['charts/esm/draw.js'], files: ['src/components/Chart.tsx:1'] },
      { kind: 'package', name: 'gh-button', specifiers: ['gh-button'], files: ['docs/intro.md:4', 'src/pages/index.js:4'] },
      { kind: 'package', name: 'lodash.debounce', specifiers: ['lodash.debounce'], files: ['src/components/Chart.tsx:2', 'src/pages/index.js:5'] },
    ]);
  });

  it('lists the files of the site its code imports that are not there, made by a script before the build', async () => {
    const site = await writeSite({
      'src/components/Companies.tsx': "import { companies } from './Companies.script.output';\nimport data from '../data/list';\nimport raw from './notes.txt?raw';\n",
      'src/data/list/index.ts': 'export default [];\n',
    });
    expect(findMissingPackages(site, [])).toEqual([
      { kind: 'file', name: 'src/components/Companies.script.output', specifiers: [path.join(site, 'src/components/Companies.script.output')], files: ['src/components/Companies.tsx:1'] },
    ]);
  });
});

describe('config/loadConfig: a failing config that requires a package not installed', () => {
  const load = async (config: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hexsite-missing-'));
    writeFileSync(path.join(dir, 'docusaurus.config.js'), config);
    try {
      await loadConfig(dir);
      throw new Error('expected the config to fail');
    } catch (error) {
      return formatError(error);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it("names the code's own error without blaming the package", async () => {
    const text = await load("const data = require('not-installed-here');\nmodule.exports = async function createConfig() {\n  throw new Error('no token set');\n};\n");
    expect(text).toContain('Unexpected error while evaluating the config: no token set');
    expect(text).not.toContain('not-installed-here');
  });

  it('names the package when the error is what its stand-in value makes', async () => {
    const text = await load("const data = require('not-installed-here');\nmodule.exports = { title: 'T', url: 'https://x.org', baseUrl: '/', tagline: JSON.parse(data.text).name };\n");
    expect(text).toContain('The config uses `not-installed-here` (line 1)');
  });
});
