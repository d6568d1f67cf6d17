import { describe, expect, it } from 'vitest';
import { themeImportNotes } from '../../../src/config/docusaurus/themeImports.js';
import { writeSite } from '../helpers.js';

describe("the notes of a Docusaurus site's code that uses what hexsite stands in for", () => {
  it('names each stand-in imported, with its files, and each src/theme script left unused; nothing for what hexsite gives, nor for helpers of src/theme', async () => {
    const site = await writeSite({
      'src/components/Side.js': "import DocSidebar from '@theme/DocSidebar';\nimport { useColorMode } from '@docusaurus/theme-common';\nimport IconExternalLink from '@theme/Icon/ExternalLink';\n",
      'src/components/Tabs.js': "import { useTabs } from '@docusaurus/theme-common/internal';\nimport Original from '@theme-original/DocSidebar';\nimport { useDoc } from '@docusaurus/plugin-content-docs/client';\n",
      'docs/intro.mdx': "import TOCItems from '@theme/TOCItems';\n\n# Intro\n",
      'src/theme/MDXContent/index.js': 'export default function MDXContent() {}\n',
      // In an override, `@theme/DocSidebar` is the theme's component; an unused override's imports are not read.
      'src/theme/Footer.js': "import Footer from '@theme-original/Footer';\nimport Side from '@theme/DocSidebar';\n",
      'src/theme/Navbar/Logo/index.jsx': "import Logo from '@theme-original/Navbar/Logo';\n",
      'src/theme/prism/dark.js': 'module.exports = {};\n',
    });
    const notes = themeImportNotes(site, ['docs']);
    expect(notes.map((note) => [note.group, note.option, note.pages])).toEqual([
      ['approximated', 'import of `@docusaurus/plugin-content-docs/client`', ['src/components/Tabs.js']],
      ['approximated', 'import of `@docusaurus/theme-common/internal`', ['src/components/Tabs.js']],
      ['approximated', 'import of `@theme/DocSidebar`', ['src/components/Side.js', 'src/components/Tabs.js']],
      ['approximated', 'import of `@theme/TOCItems`', ['docs/intro.mdx']],
      ['unsupported', 'swizzled `@theme/MDXContent`', ['src/theme/MDXContent/index.js']],
      ['unsupported', 'swizzled `@theme/Navbar/Logo`', ['src/theme/Navbar/Logo/index.jsx']],
    ]);
    expect(notes[2].instead).toMatch(/^a stand-in: a piece of Docusaurus's own chrome .* renders its children, or nothing$/);
  });
});
