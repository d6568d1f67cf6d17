import type { Root } from 'react-dom/client';
import type { SharedModules } from './sharedModules.js';

/** theme/mdx/MdxContext.ts's `SITE_CONFIG_GLOBAL`, written out: importing it would put that module in this chunk. */
const SITE_CONFIG_GLOBAL = '__hexsite_site_config';
/** theme/mdx/MdxContext.ts's `GLOBAL_DATA_GLOBAL`, written out for the same reason. */
const GLOBAL_DATA_GLOBAL = '__hexsite_global_data';

/**
 * The islands of a page: the components of its content that the browser runs. The server wrote
 * each as `<hexsite-island data-island="KEY" data-props="JSON">` around its markup; this module
 * loads each one's module by URL (the page data's `islands`: key → URL) and hydrates it. Loaded
 * only for pages that have islands.
 *
 * Island modules are built apart from the client bundle (src/islands/buildIslands.ts) and take
 * its React (`shared`, from ./sharedModules.ts) through the global `SHARED`: one React on the page.
 */
export const SHARED = '__hexsite_shared';

/**
 * Hydrates every island in `root`, outer ones first (an island's children may hold more), with
 * the modules at `urls`; returns what unmounts them all, for when the page is left. An island
 * whose component throws is given to `crashed` when there is one (a React page: the page
 * itself crashed); otherwise it keeps the markup the server rendered, and the error is logged.
 */
export function hydrateIslands(root: ParentNode, urls: Record<string, string>, shared: SharedModules, options: { crashed?: (error: unknown) => void } = {}): () => void {
  (globalThis as Record<string, unknown>)[SHARED] = shared;
  const { react: React, 'react-dom/client': ReactDomClient } = shared;
  const roots: Root[] = [];
  let left = false;
  for (const element of root.querySelectorAll<HTMLElement>('hexsite-island')) {
    const key = element.dataset.island ?? '';
    const url = urls[key];
    if (!url) {
      console.warn(`hexsite: no script for the island ${key}; it stays as the server rendered it`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    if (element.hasAttribute('data-children')) {
      // The children, as the server rendered them: passed on as they are, so both sides agree.
      const slot = element.querySelector('hexsite-children');
      props.children = React.createElement('hexsite-children', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: slot?.innerHTML ?? '' } });
    }
    // A React page's island brings the site's config, which its components read (theme/mdx/MdxContext.ts).
    if (element.dataset.siteConfig) (globalThis as Record<string, unknown>)[SITE_CONFIG_GLOBAL] = JSON.parse(element.dataset.siteConfig);
    // An island whose code reads the plugins' global data (`useGlobalData`, the docs plugin's hooks) brings it.
    if (element.dataset.globalData) (globalThis as Record<string, unknown>)[GLOBAL_DATA_GLOBAL] = JSON.parse(element.dataset.globalData);
    const exportName = key.slice(key.lastIndexOf('#') + 1);
    import(/* @vite-ignore */ url).then(
      (module: Record<string, unknown>) => {
        // `default.Highlight`: a component of the map `src/theme/MDXComponents` exports.
        const component = exportName.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], module) as React.ComponentType | undefined;
        if (left) return;
        if (!component) throw new Error(`${url} has no export ${exportName}`);
        const serverHtml = element.innerHTML;
        const failed = (error: unknown) => {
          if (options.crashed) return options.crashed(error);
          console.error(`hexsite: the island ${key} failed; it stays as the server rendered it`, error);
          // Once React has committed the boundary's empty fallback, before the browser paints it.
          queueMicrotask(() => {
            island.unmount();
            element.innerHTML = serverHtml;
          });
        };
        const island = ReactDomClient.hydrateRoot(element, React.createElement(boundaryOf(React), { failed }, React.createElement(component, props)), {
          onRecoverableError: (error) => console.warn(`hexsite: hydration mismatch in the island ${key}`, error),
        });
        roots.push(island);
      },
      (error: unknown) => console.warn(`hexsite: could not load the island ${key}; it stays as the server rendered it`, error),
    ).catch((error: unknown) => console.warn(`hexsite: could not start the island ${key}`, error));
  }
  return () => {
    left = true;
    for (const island of roots.splice(0)) island.unmount();
  };
}

type Boundary = React.ComponentClass<{ failed: (error: unknown) => void; children?: React.ReactNode }>;
let boundary: Boundary | undefined;

/** Catches what an island's component throws, rendering nothing in its place, and hands it to `failed`. */
function boundaryOf(React: SharedModules['react']): Boundary {
  boundary ??= class IslandBoundary extends React.Component<{ failed: (error: unknown) => void; children?: React.ReactNode }, { error: boolean }> {
    override state = { error: false };
    static getDerivedStateFromError() {
      return { error: true };
    }
    override componentDidCatch(error: unknown) {
      this.props.failed(error);
    }
    override render() {
      return this.state.error ? null : this.props.children;
    }
  };
  return boundary;
}
