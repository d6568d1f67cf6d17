import * as Admonition from './Admonition.js';
import * as BrowserOnly from './BrowserOnly.js';
import * as CodeBlock from './CodeBlock.js';
import * as DocCardList from './DocCardList.js';
import * as Details from './Details.js';
import * as ExecutionEnvironment from './ExecutionEnvironment.js';
import * as Head from './Head.js';
import * as Heading from './Heading.js';
import * as IconCopy from './IconCopy.js';
import * as IconSuccess from './IconSuccess.js';
import * as Interpolate from './Interpolate.js';
import * as Layout from './Layout.js';
import * as Link from './Link.js';
import * as MDXComponents from './MDXComponents.js';
import * as TOCInline from './TOCInline.js';
import * as TabItem from './TabItem.js';
import * as Tabs from './Tabs.js';
import * as Translate from './Translate.js';
import * as router from './router.js';
import * as useBaseUrl from './useBaseUrl.js';
import * as useBrokenLinks from './useBrokenLinks.js';
import * as useDocusaurusContext from './useDocusaurusContext.js';
import * as useIsBrowser from './useIsBrowser.js';

/**
 * Docusaurus's modules that MDX content and React pages import, by specifier → the file the browser bundles
 * (relative to hexsite's package root). `@docusaurus/Head`, `@theme/CodeBlock` and
 * `@theme/MDXComponents` have a browser variant without React's server renderer and the
 * highlighter.
 */
export const BUILTIN_SPECIFIERS: Record<string, string> = {
  '@theme/Tabs': 'theme/mdx/Tabs.tsx',
  '@theme/TabItem': 'theme/mdx/TabItem.tsx',
  '@theme/CodeBlock': 'theme/mdx/CodeBlock.browser.tsx',
  '@theme/Admonition': 'theme/mdx/Admonition.tsx',
  '@theme/Details': 'theme/mdx/Details.tsx',
  '@theme/TOCInline': 'theme/mdx/TOCInline.tsx',
  '@theme/DocCardList': 'theme/mdx/DocCardList.tsx',
  '@theme/Heading': 'theme/mdx/Heading.tsx',
  '@docusaurus/Link': 'theme/mdx/Link.tsx',
  '@docusaurus/useBaseUrl': 'theme/mdx/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'theme/mdx/useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'theme/mdx/BrowserOnly.tsx',
  '@docusaurus/Head': 'theme/mdx/Head.browser.tsx',
  '@docusaurus/Translate': 'theme/mdx/Translate.tsx',
  '@docusaurus/Interpolate': 'theme/mdx/Interpolate.tsx',
  '@theme/MDXComponents': 'theme/mdx/MDXComponents.browser.tsx',
  '@theme/Layout': 'theme/mdx/Layout.tsx',
  '@docusaurus/router': 'theme/mdx/router.tsx',
  '@docusaurus/useIsBrowser': 'theme/mdx/useIsBrowser.ts',
  '@docusaurus/ExecutionEnvironment': 'theme/mdx/ExecutionEnvironment.ts',
  '@docusaurus/useBrokenLinks': 'theme/mdx/useBrokenLinks.ts',
  '@theme/Icon/Copy': 'theme/mdx/IconCopy.tsx',
  '@theme/Icon/Success': 'theme/mdx/IconSuccess.tsx',
};

/** The same specifiers → the module itself, for rendering on the server: page bundles take them from here instead of bundling copies. */
export const builtinModules: Record<string, Record<string, unknown>> = {
  '@theme/Tabs': Tabs,
  '@theme/TabItem': TabItem,
  '@theme/CodeBlock': CodeBlock,
  '@theme/Admonition': Admonition,
  '@theme/Details': Details,
  '@theme/TOCInline': TOCInline,
  '@theme/DocCardList': DocCardList,
  '@theme/Heading': Heading,
  '@docusaurus/Link': Link,
  '@docusaurus/useBaseUrl': useBaseUrl,
  '@docusaurus/useDocusaurusContext': useDocusaurusContext,
  '@docusaurus/BrowserOnly': BrowserOnly,
  '@docusaurus/Head': Head,
  '@docusaurus/Translate': Translate,
  '@docusaurus/Interpolate': Interpolate,
  '@theme/MDXComponents': MDXComponents,
  '@theme/Layout': Layout,
  '@docusaurus/router': router,
  '@docusaurus/useIsBrowser': useIsBrowser,
  '@docusaurus/ExecutionEnvironment': ExecutionEnvironment,
  '@docusaurus/useBrokenLinks': useBrokenLinks,
  '@theme/Icon/Copy': IconCopy,
  '@theme/Icon/Success': IconSuccess,
};
