import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Admonition from '../../../theme/mdx/Admonition.js';
import BrowserOnly from '../../../theme/mdx/BrowserOnly.js';
import Details from '../../../theme/mdx/Details.js';
import DocCardList from '../../../theme/mdx/DocCardList.js';
import Head from '../../../theme/mdx/Head.js';
import HeadInBrowser from '../../../theme/mdx/Head.browser.js';
import Heading from '../../../theme/mdx/Heading.js';
import Link from '../../../theme/mdx/Link.js';
import MDXComponents from '../../../theme/mdx/MDXComponents.js';
import TOCInline from '../../../theme/mdx/TOCInline.js';
import useBaseUrl, { useBaseUrlUtils } from '../../../theme/mdx/useBaseUrl.js';
import useDocusaurusContext from '../../../theme/mdx/useDocusaurusContext.js';
import { markdownHtml, render, serverContext } from './render.js';

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { message, hint, ruleId } = error as { message: string; hint: string; ruleId: string };
    return { message, hint, ruleId };
  }
  throw new Error('nothing thrown');
};

describe('mdx/Admonition', () => {
  it('renders the box of `:::note`, with its default title, a given title, and the style of its keyword', () => {
    expect(render(<Admonition type="note"><p>Read this.</p></Admonition>)).toBe(markdownHtml(':::note\nRead this.\n:::'));
    expect(render(<Admonition type="caution" title="Careful"><p>Hot.</p></Admonition>)).toBe(markdownHtml(':::caution[Careful]\nHot.\n:::'));
    expect(render(<Admonition type="important"><p>x</p></Admonition>)).toContain('<div class="admonition admonition-info"><p class="admonition-heading">Important</p>');
  });

  it('puts an icon of its own before the title', () => {
    expect(render(<Admonition type="tip" icon="💡">x</Admonition>)).toContain('<p class="admonition-heading"><span class="admonition-icon">💡</span>Tip</p>');
  });

  it('takes the keywords the config adds, and refuses others', () => {
    const context = serverContext({ siteConfig: { markdown: { admonitions: { keywords: ['security'] } } } });
    expect(render(<Admonition type="security">x</Admonition>, context)).toContain('<div class="admonition admonition-security"><p class="admonition-heading">Security</p>');
    expect(thrown(() => render(<Admonition type="notice">x</Admonition>))).toMatchObject({
      message: 'Unexpected admonition type "notice", expected one of "note", "tip", "info", "warning", "danger", "caution", "important", "secondary", "success"',
      ruleId: 'admonition-type',
    });
  });
});

describe('mdx/Details', () => {
  it('renders a <details> as Markdown writes it, its summary from the prop or from a <summary> child', () => {
    expect(render(<Details summary="More"><p>Hidden</p></Details>)).toBe('<details><summary>More</summary><p>Hidden</p></details>');
    expect(render(<Details open><summary>Title</summary><p>Body</p></Details>)).toBe('<details open=""><summary>Title</summary><p>Body</p></details>');
    expect(render(<Details><p>Body</p></Details>)).toBe('<details><summary>Details</summary><p>Body</p></details>');
    expect(markdownHtml('<details><summary>Title</summary>\n\nBody\n\n</details>')).toBe('<details><summary>Title</summary><p>Body</p></details>');
  });
});

describe('mdx/Heading', () => {
  it('renders a Markdown heading: id, anchor class and the # link', () => {
    expect(render(<Heading as="h2" id="getting-started">Getting <code>started</code></Heading>)).toBe(markdownHtml('## Getting `started`'));
    expect(render(<Heading as="h3" id="x" className="big">X</Heading>)).toContain('<h3 id="x" class="big anchor">');
  });

  it('leaves an h1 and a heading without id without the link', () => {
    expect(render(<Heading as="h1" id="title">Title</Heading>)).toBe('<h1 id="title">Title</h1>');
    expect(render(<Heading as="h2">Plain</Heading>)).toBe('<h2>Plain</h2>');
  });
});

describe('mdx/TOCInline', () => {
  const toc = [
    { value: 'Install', id: 'install', level: 2 },
    { value: 'With <code>npm</code>', id: 'with-npm', level: 3 },
    { value: 'Deep', id: 'deep', level: 4 },
    { value: 'Use', id: 'use', level: 2 },
  ];

  it('nests levels 2 and 3 by default, with the headings’ HTML', () => {
    expect(render(<TOCInline toc={toc} />)).toBe(
      '<div class="toc-inline"><ul><li><a href="#install">Install</a><ul><li><a href="#with-npm">With <code>npm</code></a></li></ul></li><li><a href="#use">Use</a></li></ul></div>',
    );
  });

  it('takes other levels, and the page’s own headings without a toc', () => {
    expect(render(<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />)).toBe(
      '<div class="toc-inline"><ul><li><a href="#with-npm">With <code>npm</code></a><ul><li><a href="#deep">Deep</a></li></ul></li></ul></div>',
    );
    expect(render(<TOCInline />, serverContext({ toc: toc.slice(0, 1) }))).toBe('<div class="toc-inline"><ul><li><a href="#install">Install</a></li></ul></div>');
  });
});

describe('mdx/DocCardList', () => {
  it('renders the placeholder the render stage fills with the category’s cards', () => {
    expect(render(<DocCardList />)).toBe('<hexsite-doc-cards></hexsite-doc-cards>');
    expect(render(<DocCardList className="row" />)).toBe('<div class="row"><hexsite-doc-cards></hexsite-doc-cards></div>');
    expect(thrown(() => render(<DocCardList items={[]} />)).ruleId).toBe('doc-card-list-items');
  });
});

describe('mdx/Link', () => {
  it('resolves site paths and files through the page, and opens URLs with a protocol in a new tab', () => {
    expect(render(<Link to="/docs/intro">Intro</Link>)).toBe('<a href="slot(/docs/intro)">Intro</a>');
    expect(render(<Link href="./other.mdx" className="x">Other</Link>)).toBe('<a href="slot(./other.mdx)" class="x">Other</a>');
    expect(render(<Link to="https://example.org">Out</Link>)).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Out</a>');
    expect(render(<Link to="https://example.org" target="_self">Out</Link>)).toBe('<a href="https://example.org" target="_self" rel="noopener noreferrer">Out</a>');
    expect(render(<Link to="#part">Part</Link>)).toBe('<a href="#part">Part</a>');
    expect(render(<Link to="pathname:///files/a.pdf">PDF</Link>)).toBe('<a href="/base/files/a.pdf">PDF</a>');
    expect(render(<Link to="/raw" autoAddBaseUrl={false}>Raw</Link>)).toBe('<a href="/raw">Raw</a>');
  });
});

describe('mdx/useBaseUrl', () => {
  const Show = ({ url, options }: { url: string; options?: { absolute?: boolean; forcePrependBaseUrl?: boolean } }) => <>{useBaseUrl(url, options)}</>;
  it('adds the base URL as Docusaurus does', () => {
    expect(render(<Show url="/img/a.png" />)).toBe('/base/img/a.png');
    expect(render(<Show url="img/a.png" />)).toBe('/base/img/a.png');
    expect(render(<Show url="/base/img/a.png" />)).toBe('/base/img/a.png');
    expect(render(<Show url="/base" />)).toBe('/base/');
    expect(render(<Show url="/base/x" options={{ forcePrependBaseUrl: true }} />)).toBe('/base/base/x');
    expect(render(<Show url="/img/a.png" options={{ absolute: true }} />)).toBe('https://example.com/base/img/a.png');
    expect(render(<Show url="https://cdn.example/a.png" />)).toBe('https://cdn.example/a.png');
    expect(render(<Show url="#top" />)).toBe('#top');
  });

  it('gives withBaseUrl through useBaseUrlUtils', () => {
    const Utils = () => <>{useBaseUrlUtils().withBaseUrl('/a', { absolute: true })}</>;
    expect(render(<Utils />)).toBe('https://example.com/base/a');
  });
});

describe('mdx/useDocusaurusContext', () => {
  it('gives the site config, global data and locales', () => {
    let value: ReturnType<typeof useDocusaurusContext> | undefined;
    const Read = () => {
      value = useDocusaurusContext();
      return null;
    };
    render(<Read />, serverContext({ siteConfig: { title: 'Site', customFields: { answer: 42 }, i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] } } }));
    expect(value).toMatchObject({ siteConfig: { title: 'Site', customFields: { answer: 42 } }, globalData: {}, i18n: { defaultLocale: 'fr', currentLocale: 'fr', locales: ['fr', 'en'] } });
    expect(value!.i18n.localeConfigs.en).toMatchObject({ htmlLang: 'en', direction: 'ltr' });
  });
});

describe('mdx/BrowserOnly', () => {
  it('renders the fallback in the static HTML, never the children', () => {
    expect(render(<BrowserOnly fallback={<p>Loading</p>}>{() => <p>{String(window)}</p>}</BrowserOnly>)).toBe('<p>Loading</p>');
    expect(render(<BrowserOnly>{() => <p>x</p>}</BrowserOnly>)).toBe('');
    expect(thrown(() => render(<BrowserOnly>{(<p>x</p>) as never}</BrowserOnly>))).toMatchObject({
      message: 'Unexpected an element as the children of <BrowserOnly>, expected a function that renders them',
      ruleId: 'browser-only-children',
    });
  });
});

describe('mdx/Head', () => {
  it('adds its children to the page head and renders nothing where it stands', () => {
    const context = serverContext();
    const html = render(
      <>
        <Head>
          <title>Custom</title>
          <meta name="robots" content="noindex" />
        </Head>
        <p>Body</p>
      </>,
      context,
    );
    expect(html).toBe('<p>Body</p>');
    expect(context.head).toEqual(['<title>Custom</title><meta name="robots" content="noindex"/>']);
    expect(renderToStaticMarkup(<HeadInBrowser><title>x</title></HeadInBrowser>)).toBe('');
  });
});

describe('mdx/MDXComponents', () => {
  it('maps Docusaurus’s tag names', () => {
    expect(Object.keys(MDXComponents).sort()).toEqual(['Details', 'Head', 'admonition', 'details', 'head']);
    const { details: MdxDetails } = MDXComponents;
    expect(render(<MdxDetails><summary>S</summary>B</MdxDetails>)).toBe('<details><summary>S</summary>B</details>');
  });
});
