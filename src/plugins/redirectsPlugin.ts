import type { Plugin, PluginContext } from './types.js';

/** One entry of `redirects`, as in @docusaurus/plugin-client-redirects. */
export interface RedirectConfig {
  /** The old path, or several, from the site's root (`/docs/old-page`). */
  from: string | string[];
  /** Where readers land: a path of the site (`/docs/new-page`) or an absolute URL. */
  to: string;
}

/**
 * Client redirects (`redirects` in the config), written on the plugin API: a page at each
 * `from` that forwards to `to` by meta refresh and by script (which keeps the query and hash),
 * with a canonical link to the target. The site model rejects a `from` where a page already is,
 * and the link check a `to` that is no page of the site.
 */
export function redirectsPlugin(_context: PluginContext, redirects: RedirectConfig[]): Plugin {
  return {
    name: 'client-redirects',
    contentLoaded({ actions }) {
      for (const redirect of redirects) {
        for (const from of [redirect.from].flat()) actions.addRoute({ path: from, redirect: redirect.to });
      }
    },
  };
}
