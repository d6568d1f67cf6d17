import { realpathSync } from 'node:fs';
import path from 'node:path';
import { createElement, useContext, type Context } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { readGlobalData } from '../../theme/mdx/MdxContext.js';
import { TRANSLATIONS_ATTRIBUTE, trackTranslations, translatedMessage } from '../../theme/i18n/codeTranslations.js';
import { locate } from '../bundle/bundleClient.js';
import type { IslandRef } from './types.js';

/** A component the browser must run: where its module is and which export it is. */
export type { IslandRef } from './types.js';

/** The element an island's server markup is wrapped in; the browser hydrates its content. */
export const ISLAND_TAG = 'hexsite-island';
/** The element holding an island's children, rendered to static HTML: the browser passes them on as they are. */
export const CHILDREN_TAG = 'hexsite-children';
/** Neither wrapper makes a box of its own: the island's markup lays out as if they were not there. */
const CONTENTS = { display: 'contents' } as const;
/** Keys of modules of hexsite itself (the built-in components) start so, instead of a path in the site. */
export const PACKAGE_PREFIX = 'hexsite:';

const refs = new WeakMap<object, IslandRef>();

/** Marks `component` as one the browser runs: an element of it in MDX content becomes an island. */
export function registerIsland(component: unknown, ref: IslandRef): void {
  if ((typeof component !== 'function' && typeof component !== 'object') || component === null) throw new TypeError('registerIsland: expected a component');
  refs.set(component, ref);
}

/** Where the component registered with `registerIsland` comes from; undefined for any other. */
export function islandRefOf(component: unknown): IslandRef | undefined {
  return (typeof component === 'function' || typeof component === 'object') && component !== null ? refs.get(component) : undefined;
}

/**
 * The key an island's module is known by in pages and in the browser: its path relative to the
 * site folder (posix) and `#exportName`; a module of hexsite itself is `hexsite:` and its path in
 * the package. No absolute path reaches the output.
 */
export function islandKeyOf(ref: IslandRef, siteDir: string): string {
  siteDir = realOf(siteDir);
  const root = locate().rootDir;
  const inPackage = !isUnder(siteDir, ref.module) && isUnder(root, ref.module);
  const relative = inPackage ? `${PACKAGE_PREFIX}${path.relative(root, ref.module)}` : path.relative(siteDir, ref.module);
  return `${relative.split(path.sep).join('/')}#${ref.exportName}`;
}

/** The module (absolute) and export an island key names: `islandKeyOf` undone. */
export function islandRefOfKey(key: string, siteDir: string): IslandRef {
  const hash = key.lastIndexOf('#');
  const file = key.slice(0, hash);
  const module = file.startsWith(PACKAGE_PREFIX) ? path.join(locate().rootDir, file.slice(PACKAGE_PREFIX.length)) : path.resolve(siteDir, file);
  return { module, exportName: key.slice(hash + 1) };
}

const reals = new Map<string, string>();

/** The real path of the site folder (modules are named by their real paths), once per folder. */
function realOf(dir: string): string {
  let real = reals.get(dir);
  if (real === undefined) {
    try {
      real = realpathSync(dir);
    } catch {
      real = dir;
    }
    reals.set(dir, real);
  }
  return real;
}

function isUnder(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** What `collectIslands` gathers while its render runs. */
interface Collector {
  islands: Set<string>;
  warnings: string[];
}

// Server rendering is synchronous: the islands met belong to the innermost `collectIslands` under way.
const collectors: Collector[] = [];

/** Runs `render` and returns what it rendered plus every island used in it (keys) and warnings (props that cannot reach the browser). */
export function collectIslands<T>(render: () => T): { value: T; islands: string[]; warnings: string[] } {
  const collector: Collector = { islands: new Set(), warnings: [] };
  collectors.push(collector);
  try {
    const value = render();
    return { value, islands: [...collector.islands].sort(), warnings: collector.warnings };
  } finally {
    collectors.splice(collectors.lastIndexOf(collector), 1);
  }
}

// Contexts whose value an island's server render sees as the content around it does (the MDX
// context: links, the site's config). Islands render apart (see `renderIsland`).
const forwarded: Array<Context<unknown>> = [];

/** Lets islands rendered on the server read `context` as the content around them does. */
export function forwardContext(context: Context<any>): void {
  if (!forwarded.includes(context)) forwarded.push(context);
}

/**
 * Server side: renders `component` with `props` as an island: wrapper markup the client
 * hydrates. Props travel as JSON (`data-props`); children that are elements are rendered to
 * static HTML in a `<hexsite-children>` slot, which the browser renders again from the HTML it
 * holds, so both sides render the same. A prop that cannot be serialised (a function, an
 * element other than children) is a warning, and the component then renders static.
 */
export function renderIsland(ref: IslandRef, component: React.ComponentType<any>, props: Record<string, unknown>, site: { siteDir: string; siteConfig?: Record<string, unknown> }): React.ReactElement {
  const key = islandKeyOf(ref, site.siteDir);
  const name = component.displayName ?? component.name ?? key;
  const { children, ...rest } = props;
  const problems = Object.entries(rest).flatMap(([prop, value]) => {
    const where = unserializable(value, prop);
    return where ? [where] : [];
  });
  const collector = collectors.at(-1);
  if (problems.length) {
    for (const problem of problems) collector?.warnings.push(`Unexpected ${problem.what} in prop \`${problem.path}\` of <${name}> (${key}), expected JSON values: it cannot reach the browser, so <${name}> renders static, without its script.`);
    return createElement(component, props);
  }
  const textChildren = typeof children === 'string' || typeof children === 'number';
  collector?.islands.add(key);
  return createElement(IslandHost, { component, props: rest, children, islandKey: key, textChildren, messageIds: ref.messageIds ?? [], ...(site.siteConfig && { siteConfig: site.siteConfig }), ...(ref.globalData && { globalData: readGlobalData() }) });
}

/** The server markup of an island: its own render (`renderToString`, as the browser hydrates it) with the forwarded contexts' values. */
function IslandHost(options: { component: React.ComponentType<any>; props: Record<string, unknown>; children: unknown; islandKey: string; textChildren: boolean; messageIds: string[]; siteConfig?: Record<string, unknown>; globalData?: Record<string, unknown> }): React.ReactElement {
  const { component, props, children, islandKey, textChildren, messageIds, siteConfig, globalData } = options;
  const values = forwarded.map((context) => useContext(context));
  const withContexts = (node: React.ReactNode) => forwarded.reduceRight<React.ReactNode>((inner, context, index) => createElement(context.Provider, { value: values[index] }, inner), node);
  let slot: string | undefined;
  let childProp: unknown = children;
  if (!textChildren && children !== undefined && children !== null) {
    slot = renderToStaticMarkup(withContexts(children as React.ReactNode));
    childProp = childrenSlot(slot);
  }
  const json = JSON.stringify(textChildren ? { ...props, children } : props);
  // The translated messages the island shows go with it: the browser renders it again with them.
  const { value: html, used } = trackTranslations(() => renderToString(withContexts(createElement(component, { ...props, ...(childProp !== undefined && { children: childProp }) }))));
  // With those its code names, for what it shows only after an interaction.
  for (const id of messageIds) {
    const message = translatedMessage(id);
    if (message !== undefined) used[id] ??= message;
  }
  const translations = JSON.stringify(Object.fromEntries(Object.keys(used).sort().map((id) => [id, used[id]])));
  return createElement(ISLAND_TAG, {
    'data-island': islandKey,
    ...(json !== '{}' && { 'data-props': json }),
    ...(translations !== '{}' && { [TRANSLATIONS_ATTRIBUTE]: translations }),
    ...(slot !== undefined && { 'data-children': '' }),
    // A React page's island: the site's config its components read in the browser (theme/mdx/MdxContext.ts).
    ...(siteConfig && { 'data-site-config': JSON.stringify(siteConfig) }),
    // An island reading the plugins' global data: only its pages carry it (theme/mdx/MdxContext.ts).
    ...(globalData && { 'data-global-data': JSON.stringify(globalData) }),
    style: CONTENTS,
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** The children slot with `html` in it: the same element on the server and in the browser. */
export function childrenSlot(html: string): React.ReactElement {
  return createElement(CHILDREN_TAG, { style: CONTENTS, dangerouslySetInnerHTML: { __html: html } });
}

/** Where in `value` something is that JSON cannot carry (`items[2].render`), and what; undefined when it all can. */
export function unserializable(value: unknown, at: string): { path: string; what: string } | undefined {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { path: at, what: `number ${value}` };
  if (typeof value === 'function') return { path: at, what: 'function' };
  if (typeof value !== 'object') return { path: at, what: typeof value };
  if ('$$typeof' in value) return { path: at, what: 'React element' };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = item === undefined ? { path: `${at}[${index}]`, what: 'undefined' } : unserializable(item, `${at}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return { path: at, what: `${proto?.constructor?.name ?? 'object'} object` };
  for (const [name, item] of Object.entries(value)) {
    const found = unserializable(item, `${at}.${name}`);
    if (found) return found;
  }
  return undefined;
}
