import missing from '../missingPackage.cjs';
import * as common from '../themeCommon.js';
import { filterDocCardListItems, useCurrentSidebarCategory, useDocsPreferredVersion } from '../themeCommon.js';
import * as docsData from './docsData.js';

/** Names a module loader or React asks a module for, which must stay absent. */
const ABSENT = new Set(['__esModule', 'default', 'then', '$$typeof']);

/** A hook's stand-in: what it returns may be destructured (`const { metadata } = useDoc()`), each part the stand-in again. */
const useStandIn = () => missing;

/**
 * Any name: the stand-in of a package that is not installed (renders nothing, returns nothing;
 * any property of it is itself), or for a hook (`use…`) `useStandIn`.
 */
const anyName: object = new Proxy({}, { get: (_target, key) => (typeof key === 'symbol' || ABSENT.has(key) ? undefined : key.startsWith('use') ? useStandIn : missing) });

/**
 * A module of which hexsite gives some names (`own`) and stands in for any other: those are
 * reached through the object's prototype, as bundlers read a CommonJS module's names, so that a
 * site's code may import any name of it. The build reports the import
 * (src/config/docusaurus/themeImports.ts).
 */
function partialModule(own: object): Record<string, unknown> {
  return Object.assign(Object.create(anyName) as Record<string, unknown>, own);
}

/**
 * `@docusaurus/theme-common/internal`: what Docusaurus's own theme components use, and which it
 * keeps free to change. The names `@docusaurus/theme-common` has are hexsite's own; any other
 * (`useTabs`, `useNavbarMobileSidebar`, `CodeBlockContextProvider`…) is a stand-in.
 */
export const themeCommonInternal = partialModule(common);

/**
 * `@docusaurus/plugin-content-docs/client`: the hooks of the docs plugin's global data
 * (`useAllDocsData`, `useActiveVersion`, `useVersions`…, ./docsData.ts) and the helpers
 * theme-common shares with it are hexsite's. Those of a doc page's own data (`useDoc`,
 * `useDocsVersion`, `useDocsSidebar`…) are stand-ins (`useDoc().metadata.title` renders
 * nothing): hexsite renders its docs itself.
 */
export const docsClient = partialModule({ filterDocCardListItems, useCurrentSidebarCategory, useDocsPreferredVersion, ...docsData });

/** `@docusaurus/plugin-content-blog/client`: the blog plugin's hooks (`useBlogPost`, `useBlogMetadata`…), stand-ins as the docs plugin's are. */
export const blogClient = partialModule({});
