import { renderToStaticMarkup } from 'react-dom/server';
import { setCodeTranslations } from '../../theme/i18n/codeTranslations.js';
import { createBrowserMdxContext, MdxContext } from '../../theme/mdx/MdxContext.js';
import { PageLayoutContext, type LayoutRequest } from '../../theme/mdx/PageLayout.js';
import type { ReactPageEntry } from '../content/types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { forwardContext, renderIsland } from '../islands/registry.js';
import { prefixBasePath } from '../util/url.js';

/** What the render of a React page gives. */
export interface RenderedReactPage {
  /** Its HTML, which goes into the chrome's `<main>`. */
  html: string;
  /** What its `<Layout>` (`@theme/Layout`) asked of the chrome and head; absent for a page that renders none. */
  layout?: LayoutRequest;
  /** What its `<Head>` (`@docusaurus/Head`) and `<Redirect>` add to the document's head; absent when nothing. */
  head?: string;
}

/** What a React page's render reads of the site and the page. */
export interface ReactPageContext {
  baseUrl: string;
  siteDir: string;
  /** What `useDocusaurusContext().siteConfig` gives (as to MDX content). */
  siteConfig: Record<string, unknown>;
  /** The page's URL path, which `useLocation()` gives. */
  permalink: string;
  /** The locale's messages, for `@docusaurus/Translate`. */
  codeTranslations?: Record<string, string>;
  /** The page's file, for messages. */
  file?: string;
}

/**
 * The HTML of a React page's component. A page that runs in the browser (`island`) is one
 * island, which the client hydrates; any other is static markup, inserted as-is and never
 * hydrated. The page is known to use Docusaurus's `<Layout>` by what it renders: the layout
 * tells this render its props through `PageLayoutContext`, which islands see too.
 */
export function renderReactPage(page: Pick<ReactPageEntry, 'component' | 'island'>, context: ReactPageContext): RenderedReactPage {
  const { baseUrl, siteDir, siteConfig, permalink, file } = context;
  // What `@docusaurus/Translate` in the page reads: the locale's `code.json`.
  setCodeTranslations(context.codeTranslations ?? {});
  forwardContext(MdxContext);
  forwardContext(PageLayoutContext);
  const Page = page.component as () => React.ReactElement;
  let layout: LayoutRequest | undefined;
  const head: string[] = [];
  const onLayout = (request: LayoutRequest) => {
    // An island renders again for its own markup: the first `<Layout>` is the page's.
    layout ??= checkLayout(request, file);
  };
  const mdx = { ...createBrowserMdxContext(siteConfig), permalink, addHead: (html: string) => head.push(html) };
  // The page takes no props: none can fail to reach the browser.
  const element = page.island ? renderIsland(page.island, Page, {}, { siteDir, ...(page.island.siteConfig && { siteConfig }) }) : <Page />;
  const html = renderToStaticMarkup(
    <MdxContext.Provider value={mdx}>
      <PageLayoutContext.Provider value={onLayout}>{element}</PageLayoutContext.Provider>
    </MdxContext.Provider>,
  );
  return { html: prefixBasePath(html, baseUrl), ...(layout && { layout }), ...(head.length && { head: [...new Set(head)].join('') }) };
}

// `noFooter` is read as Docusaurus's layout reads it, true or not: `noFooter="true"` hides the footer too.
const LAYOUT_PROPS: Record<keyof LayoutRequest, 'string' | 'truthy'> = { title: 'string', description: 'string', noFooter: 'truthy', wrapperClassName: 'string' };

/** The `<Layout>` props hexsite uses, checked: a wrong type is an error naming the prop; others are left to the page, as Docusaurus's layout leaves them. */
function checkLayout(request: LayoutRequest, file: string | undefined): LayoutRequest {
  const checked: LayoutRequest = {};
  for (const [name, type] of Object.entries(LAYOUT_PROPS) as Array<[keyof LayoutRequest, string]>) {
    const value = request[name];
    if (value === undefined || value === null) continue;
    if (type === 'truthy') {
      (checked as Record<string, unknown>)[name] = Boolean(value);
      continue;
    }
    if (typeof value !== type) {
      throw new HexsiteError(`Unexpected ${typeof value} as the \`${name}\` of <Layout>, expected a ${type}`, {
        file,
        ruleId: 'page-layout-prop',
        hint: `Give <Layout ${name}=…> a ${type} (a text).`,
      });
    }
    (checked as Record<string, unknown>)[name] = value;
  }
  return checked;
}
