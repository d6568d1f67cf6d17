import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CodeBlockInBrowser from '../../../theme/mdx/CodeBlock.browser.js';
import CodeBlock from '../../../theme/mdx/CodeBlock.js';
import { markdownHtml, render, serverContext } from './render.js';

describe('mdx/CodeBlock', () => {
  it('renders the markup of a fenced code block: highlighted, with its title, marked lines and numbers', () => {
    const code = 'const a = 1;\nlet b = "x";\nconsole.log(a, b);\n';
    expect(
      render(
        <CodeBlock language="js" metastring='title="a.js" {2}' showLineNumbers>
          {code}
        </CodeBlock>,
      ),
    ).toBe(markdownHtml(`\`\`\`js title="a.js" {2} showLineNumbers\n${code}\`\`\``));
    expect(render(<CodeBlock className="language-bash">{'npm run build'}</CodeBlock>)).toBe(markdownHtml('```bash\nnpm run build\n```'));
    expect(render(<CodeBlock>{'plain text'}</CodeBlock>)).toBe(markdownHtml('```\nplain text\n```'));
  });

  it('takes the magic comments, and a title from the props when the meta string has none', () => {
    const code = 'a();\n// highlight-next-line\nb();\n';
    expect(render(<CodeBlock language="js" title="calls.js">{code}</CodeBlock>)).toBe(markdownHtml(`\`\`\`js title="calls.js"\n${code}\`\`\``));
  });

  it('starts the numbers where showLineNumbers says', () => {
    expect(render(<CodeBlock language="js" showLineNumbers={5}>{'x'}</CodeBlock>)).toContain('<code class="hljs language-js" style="counter-reset:line 4">');
    expect(render(<CodeBlock language="js" metastring="showLineNumbers=10">{'x'}</CodeBlock>)).toContain('style="counter-reset:line 9"');
  });

  it('reads the magic comments of the site config (themeConfig.prism), as Docusaurus does', () => {
    const context = serverContext({ siteConfig: { baseUrl: '/', themeConfig: { prism: { magicComments: [{ className: 'error-line', line: 'error-next-line' }] } } } });
    expect(render(<CodeBlock language="js">{'// error-next-line\nthrow x;'}</CodeBlock>, context)).toContain('<span class="code-line error-line">');
  });

  it('shows elements as they are, in the same frame', () => {
    expect(render(<CodeBlock language="html" title="Markup">{<b>bold</b>}</CodeBlock>)).toBe(
      '<div class="code-block" data-language="html"><div class="code-block__title">Markup</div><pre class="code-block__pre" tabindex="0"><code class="hljs language-html"><span class="code-line"><b>bold</b></span></code></pre></div>',
    );
  });

  it('has a browser variant with the same frame and marked lines, without the highlighter', () => {
    const html = renderToStaticMarkup(<CodeBlockInBrowser language="js" metastring='title="a.js" {2}' showLineNumbers>{'a\nb\n'}</CodeBlockInBrowser>);
    expect(html).toBe(
      '<div class="code-block code-block--numbered" data-language="js"><div class="code-block__title">a.js</div><pre class="code-block__pre" tabindex="0"><code class="hljs language-js"><span class="code-line">a\n</span><span class="code-line code-line--highlighted">b\n</span></code></pre></div>',
    );
  });
});
