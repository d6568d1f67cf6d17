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
import * as CodeInline from './CodeInline.js';
import * as ColorModeToggle from './ColorModeToggle.js';
import * as ErrorBoundary from './ErrorBoundary.js';
import * as NavbarColorModeToggle from './NavbarColorModeToggle.js';
import * as Noop from './Noop.js';
import * as Passthrough from './Passthrough.js';
import * as StandIn from './StandIn.js';
import * as ThemedImage from './ThemedImage.js';
import * as constants from './constants.js';
import { blogClient, docsClient, themeCommonInternal } from './common/internal.js';
import * as Code from './elements/Code.js';
import * as Img from './elements/Img.js';
import * as Li from './elements/Li.js';
import * as Pre from './elements/Pre.js';
import * as Ul from './elements/Ul.js';
import * as IconArrow from './icons/Arrow.js';
import * as IconClose from './icons/Close.js';
import * as IconDarkMode from './icons/DarkMode.js';
import * as IconEdit from './icons/Edit.js';
import * as IconExternalLink from './icons/ExternalLink.js';
import * as IconHome from './icons/Home.js';
import * as IconLanguage from './icons/Language.js';
import * as IconLightMode from './icons/LightMode.js';
import * as IconMenu from './icons/Menu.js';
import * as IconSocial from './icons/Social.js';
import * as IconSystemColorMode from './icons/SystemColorMode.js';
import * as IconWordWrap from './icons/WordWrap.js';
import * as isInternalUrl from './isInternalUrl.js';
import { STAND_INS } from './standIns.js';
import * as themeCommon from './themeCommon.js';
import * as useGlobalData from './useGlobalData.js';
import * as useIsomorphicLayoutEffect from './useIsomorphicLayoutEffect.js';
import * as useRouteContext from './useRouteContext.js';

/** The social platforms of `@theme/Icon/Socials/*`, drawn with one glyph. */
const SOCIALS = ['Bluesky', 'Default', 'Email', 'GitHub', 'Instagram', 'LinkedIn', 'Mastodon', 'StackOverflow', 'Threads', 'Twitch', 'Twitter', 'X', 'YouTube'];

/**
 * The rest of Docusaurus's client and theme API (docs/docusaurus-api.md): specifier → the file
 * the browser bundles and the module the server renders with. `@docusaurus/theme-common/internal`
 * and the plugins' `/client` modules are CommonJS in the browser, so that any of their names may
 * be imported.
 */
const API_MODULES: Array<[specifier: string, file: string, module: Record<string, unknown>]> = [
  ['@docusaurus/theme-common', 'theme/mdx/themeCommon.ts', themeCommon],
  ['@docusaurus/theme-common/internal', 'theme/mdx/themeCommonInternal.cjs', themeCommonInternal],
  ['@docusaurus/theme-common/Details', 'theme/mdx/Details.tsx', Details],
  ['@docusaurus/plugin-content-docs/client', 'theme/mdx/docsClient.cjs', docsClient],
  ['@docusaurus/plugin-content-blog/client', 'theme/mdx/blogClient.cjs', blogClient],
  ['@docusaurus/useGlobalData', 'theme/mdx/useGlobalData.ts', useGlobalData],
  ['@docusaurus/ErrorBoundary', 'theme/mdx/ErrorBoundary.tsx', ErrorBoundary],
  ['@docusaurus/isInternalUrl', 'theme/mdx/isInternalUrl.ts', isInternalUrl],
  ['@docusaurus/useIsomorphicLayoutEffect', 'theme/mdx/useIsomorphicLayoutEffect.ts', useIsomorphicLayoutEffect],
  ['@docusaurus/useRouteContext', 'theme/mdx/useRouteContext.ts', useRouteContext],
  ['@docusaurus/constants', 'theme/mdx/constants.ts', constants],
  ['@docusaurus/Noop', 'theme/mdx/Noop.ts', Noop],
  ['@theme/CodeInline', 'theme/mdx/CodeInline.tsx', CodeInline],
  ['@theme/ThemedImage', 'theme/mdx/ThemedImage.tsx', ThemedImage],
  ['@theme/ColorModeToggle', 'theme/mdx/ColorModeToggle.tsx', ColorModeToggle],
  ['@theme/Navbar/ColorModeToggle', 'theme/mdx/NavbarColorModeToggle.tsx', NavbarColorModeToggle],
  ['@theme/MDXComponents/A', 'theme/mdx/Link.tsx', Link],
  ['@theme/MDXComponents/Details', 'theme/mdx/Details.tsx', Details],
  ['@theme/MDXComponents/Heading', 'theme/mdx/Heading.tsx', Heading],
  ['@theme/MDXComponents/Code', 'theme/mdx/elements/Code.tsx', Code],
  ['@theme/MDXComponents/Img', 'theme/mdx/elements/Img.tsx', Img],
  ['@theme/MDXComponents/Li', 'theme/mdx/elements/Li.tsx', Li],
  ['@theme/MDXComponents/Pre', 'theme/mdx/elements/Pre.tsx', Pre],
  ['@theme/MDXComponents/Ul', 'theme/mdx/elements/Ul.tsx', Ul],
  ...['MDXContent', 'Root', 'ThemeProvider', 'Layout/Provider'].map((name): [string, string, Record<string, unknown>] => [`@theme/${name}`, 'theme/mdx/Passthrough.tsx', Passthrough]),
  ['@theme/Icon/Arrow', 'theme/mdx/icons/Arrow.tsx', IconArrow],
  ['@theme/Icon/Close', 'theme/mdx/icons/Close.tsx', IconClose],
  ['@theme/Icon/DarkMode', 'theme/mdx/icons/DarkMode.tsx', IconDarkMode],
  ['@theme/Icon/Edit', 'theme/mdx/icons/Edit.tsx', IconEdit],
  ['@theme/Icon/ExternalLink', 'theme/mdx/icons/ExternalLink.tsx', IconExternalLink],
  ['@theme/Icon/Home', 'theme/mdx/icons/Home.tsx', IconHome],
  ['@theme/Icon/Language', 'theme/mdx/icons/Language.tsx', IconLanguage],
  ['@theme/Icon/LightMode', 'theme/mdx/icons/LightMode.tsx', IconLightMode],
  ['@theme/Icon/Menu', 'theme/mdx/icons/Menu.tsx', IconMenu],
  ['@theme/Icon/SystemColorMode', 'theme/mdx/icons/SystemColorMode.tsx', IconSystemColorMode],
  ['@theme/Icon/WordWrap', 'theme/mdx/icons/WordWrap.tsx', IconWordWrap],
  ...SOCIALS.map((name): [string, string, Record<string, unknown>] => [`@theme/Icon/Socials/${name}`, 'theme/mdx/icons/Social.tsx', IconSocial]),
  ...STAND_INS.flatMap((group) => group.modules.map((specifier): [string, string, Record<string, unknown>] => [specifier, 'theme/mdx/StandIn.tsx', StandIn])),
];

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
  ...Object.fromEntries(API_MODULES.map(([specifier, file]) => [specifier, file])),
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
  ...Object.fromEntries(API_MODULES.map(([specifier, , module]) => [specifier, module])),
};
