import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/errors/formatError.js';
import { build } from '../../../src/pipeline/build.js';
import { pageHtml, siteError, writeSite } from '../helpers.js';

const config = (markdown: object) => ({ 'hexsite.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/b/', markdown }) });

// What a change from a fork could hold: code run at build time, and script for readers.
const HOSTILE = [
  '# Hostile',
  '',
  "import fs from 'node:fs';",
  '',
  'Sum: {1 + 2}.',
  '',
  '<script>window.ran = true</script>',
  '',
  '<img src="x.png" onerror="window.ran = true" alt="x">',
  '',
  '[a link](javascript:window.ran=true) <a href="javascript:window.ran=true">raw</a>',
  '',
  '<div dangerouslySetInnerHTML={{ __html: "<script>window.ran = true</script>" }} />',
  '',
].join('\n');

describe('markdown.untrusted', () => {
  it('refuses each file that asks for MDX, at the file and its front matter line', async () => {
    const site = await writeSite({ ...config({ untrusted: true }), 'docs/a.mdx': '# A\n', 'docs/b.md': '---\ntitle: B\nformat: mdx\n---\n\n# B\n', 'docs/c.md': '# C\n' });
    const text = await siteError(site);
    expect(text).toContain('docs/a.mdx  Unexpected MDX file in untrusted Markdown, expected CommonMark (`.md`)');
    expect(text).toContain('docs/b.md:3  Unexpected `format: mdx` in untrusted Markdown, expected CommonMark');
    expect(text).toContain('[untrusted-mdx]');
    expect(text).toContain('✗ 2 problems found');
  });

  it('reads every Markdown file as sanitised CommonMark, whatever `markdown.format` says', async () => {
    const site = await writeSite({ ...config({ untrusted: true, format: 'mdx' }), 'docs/hostile.md': HOSTILE, 'docs/x.png': 'not a picture' });
    const result = await build({ siteDir: site, write: false });
    const html = pageHtml(result, '/b/docs/hostile');
    // Nothing ran at build time: the import and the expression are text.
    expect(html).toContain('import fs from');
    expect(html).toContain('Sum: {1 + 2}.');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toMatch(/<script|onerror|javascript:|dangerouslySetInnerHTML/i);
    // What is harmless stays: the picture and the links' text.
    expect(main).toMatch(/<img alt="x" src="\/b\/assets\/images\/x-[0-9a-f]+\.png"/);
    expect(main).toContain('a link');
    // The MDX it holds is said, with what to do under the switch.
    expect(result.warnings.map((warning) => warning.hint).join('\n')).toContain('is never read as MDX: write the page in Markdown.');
  });

  it('is turned on by the build option (`--untrusted-markdown`) whatever the config says', async () => {
    const site = await writeSite({ ...config({ untrusted: false }), 'docs/a.mdx': '# A\n\nSum: {1 + 2}.\n' });
    // Without it, the MDX file runs: the control of the case below.
    expect(pageHtml(await build({ siteDir: site, write: false }), '/b/docs/a')).toContain('Sum: 3.');
    const error = await build({ siteDir: site, write: false, untrustedMarkdown: true }).then(
      () => 'built',
      (caught: unknown) => formatError(caught),
    );
    expect(error).toContain('docs/a.mdx  Unexpected MDX file in untrusted Markdown');
  });
});
