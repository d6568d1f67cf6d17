import missing from '../missingPackage.cjs';
import * as common from '../themeCommon.js';

/** Names a module loader or React asks a module for, which must stay absent. */
const ABSENT = new Set(['__esModule', 'default', 'then', '$$typeof']);

/** Any name: the stand-in of a package that is not installed (renders nothing, returns nothing). */
const anyName: object = new Proxy({}, { get: (_target, key) => (typeof key === 'symbol' || ABSENT.has(key) ? undefined : missing) });

/**
 * `@docusaurus/theme-common/internal`: what Docusaurus's own theme components use, and which it
 * keeps free to change. The names `@docusaurus/theme-common` has are hexsite's own; any other
 * (`useTabs`, `useNavbarMobileSidebar`, `CodeBlockContextProvider`…) is a stand-in that renders
 * nothing and returns nothing, which the build reports (src/config/docusaurus/themeImports.ts).
 * The stand-ins are reached through the object's prototype, as bundlers read a CommonJS module's
 * names.
 */
export const themeCommonInternal: Record<string, unknown> = Object.assign(Object.create(anyName) as Record<string, unknown>, common);
