import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import { renderMarkdownContent } from '../../../src/render/renderMarkdown.js';
import { MdxContext, type MdxContextValue } from '../../../theme/mdx/MdxContext.js';

/** A page's context as the core gives it on the server: links become `slot(url)`, head markup is collected. */
export function serverContext(overrides: Partial<MdxContextValue> = {}): MdxContextValue & { head: string[] } {
  const head: string[] = [];
  return {
    siteConfig: { title: 'Site', tagline: 'Tag', url: 'https://example.com', baseUrl: '/base/', customFields: { answer: 42 }, themeConfig: {} },
    resolveUrl: (url) => `slot(${url})`,
    toc: [],
    frontMatter: {},
    addHead: (html) => head.push(html),
    head,
    ...overrides,
  };
}

/** Static markup of `element` inside the MDX context, as the core renders a page (Node, no DOM). */
export function render(element: ReactNode, context: MdxContextValue = serverContext()): string {
  return renderToStaticMarkup(<MdxContext.Provider value={context}>{element}</MdxContext.Provider>);
}

/**
 * The content HTML hexsite's Markdown pipeline renders for `markdown`, its URLs filled as
 * written, without the line breaks Markdown leaves between block elements.
 */
export function markdownHtml(markdown: string): string {
  const { html, urls } = renderMarkdownContent(parseMarkdown(markdown), { blogPost: false });
  return html.replace(/\uE000(\d+)\uE001/g, (_, index: string) => urls[Number(index)]).replace(/>\n</g, '><');
}
