import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderReactPage } from '../../../src/render/renderContent.js';
import { prefixBasePath } from '../../../src/util/url.js';
import Head from '../../../theme/mdx/Head.js';
import Layout from '../../../theme/mdx/Layout.js';
import useDocusaurusContext from '../../../theme/mdx/useDocusaurusContext.js';
import { useLocation } from '../../../theme/mdx/router.js';
import { CrashScreen, describeError } from '../../../theme/components/CrashScreen.js';

describe('render/renderContent', () => {
  it('prefixes site paths of React pages with the base path, once', () => {
    expect(prefixBasePath('<a href="/docs/intro">a</a><img src="/img/x.svg"/><a href="//cdn.example/x">c</a>', '/hexagon/')).toBe(
      '<a href="/hexagon/docs/intro">a</a><img src="/hexagon/img/x.svg"/><a href="//cdn.example/x">c</a>',
    );
    expect(prefixBasePath('<a href="/hexagon/docs">a</a>', '/hexagon/')).toBe('<a href="/hexagon/docs">a</a>');
    expect(prefixBasePath('<a href="/docs">a</a>', '/')).toBe('<a href="/docs">a</a>');
  });
});

describe('render/renderContent renderReactPage', () => {
  const context = { baseUrl: '/base/', siteDir: '/site', siteConfig: { title: 'Orbit', baseUrl: '/base/' }, permalink: '/base/help', file: 'src/pages/help.tsx' };

  it('hears the page\'s <Layout>: its props other than children, and only its children in the HTML', () => {
    function Help() {
      const { siteConfig } = useDocusaurusContext();
      return (
        <Layout title="Help" description="Answers" noFooter wrapperClassName="help" {...{ keywords: ['left to the page'] }}>
          <h1>{String(siteConfig.title)}</h1>
          <a href="/docs">Docs</a>
        </Layout>
      );
    }
    expect(renderReactPage({ component: Help }, context)).toEqual({
      html: '<h1>Orbit</h1><a href="/base/docs">Docs</a>',
      layout: { title: 'Help', description: 'Answers', noFooter: true, wrapperClassName: 'help' },
    });
  });

  it('leaves a page without <Layout> as it was: HTML only', () => {
    const Plain = () => <p>Plain</p>;
    expect(renderReactPage({ component: Plain }, context)).toEqual({ html: '<p>Plain</p>' });
  });

  it('gives the page its path and collects its <Head>', () => {
    function Where() {
      return (
        <>
          <Head>
            <meta name="x" content="y" />
          </Head>
          <p>{useLocation().pathname}</p>
        </>
      );
    }
    expect(renderReactPage({ component: Where }, context)).toEqual({ html: '<p>/base/help</p>', head: '<meta name="x" content="y"/>' });
  });

  it('hides the footer for any true noFooter, as Docusaurus does: noFooter="true" too', () => {
    const Text = () => <Layout noFooter={'true' as unknown as boolean}>x</Layout>;
    expect(renderReactPage({ component: Text }, context).layout).toEqual({ noFooter: true });
  });

  it('refuses a <Layout> prop of the wrong type, naming the page and the prop', () => {
    const Wrong = () => <Layout title={42 as unknown as string}>x</Layout>;
    expect(() => renderReactPage({ component: Wrong }, context)).toThrowErrorMatchingInlineSnapshot(`[HexsiteError: Unexpected number as the \`title\` of <Layout>, expected a string]`);
    try {
      renderReactPage({ component: Wrong }, context);
    } catch (error) {
      expect(error).toMatchObject({ file: 'src/pages/help.tsx', ruleId: 'page-layout-prop' });
    }
  });
});

describe('theme/components/CrashScreen', () => {
  it('lists an error and its causes', () => {
    const error = new Error('Outer message', { cause: new Error('Inner message') });
    expect(describeError(error)).toBe('Outer message\n\nCause:\nInner message');
  });

  it('renders the crash screen with its message and a Try again button', () => {
    const html = renderToStaticMarkup(<CrashScreen error={new Error('boom')} tryAgain={() => {}} translate={(_id, english) => english} />);
    expect(html).toContain('<h1>This page crashed.</h1>');
    expect(html).toContain('Try again</button>');
    expect(html).toContain('boom');
  });
});
