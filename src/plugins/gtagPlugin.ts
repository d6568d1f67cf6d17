import type { Plugin, PluginContext } from './types.js';

/** `gtag` in the config, as in @docusaurus/plugin-google-gtag. */
export interface GtagConfig {
  /** The Google Analytics measurement id (`G-XXXXXXX`), or several: the first loads the script. */
  trackingID: string | string[];
  /** Ask Google Analytics to anonymise readers' IP addresses. */
  anonymizeIP?: boolean;
}

/**
 * Google Analytics (gtag.js), written on the plugin API: the script and its configuration in
 * every page's head. Pages shown in place by the client router are counted too: the inline
 * script sends a `page_view` after each `history.pushState`, and on Back and Forward.
 */
export function gtagPlugin(_context: PluginContext, options: GtagConfig): Plugin {
  const ids = [options.trackingID].flat();
  const settings = options.anonymizeIP ? `{ 'anonymize_ip': true }` : '{}';
  const configure = ids.map((id) => `gtag('config', ${JSON.stringify(id)}, ${settings});`).join('\n');
  return {
    name: 'google-gtag',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
          { tagName: 'script', attributes: { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0])}` } },
          {
            tagName: 'script',
            innerHTML: `window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());
${configure}
(function(){var shown=location.pathname+location.search;function view(){setTimeout(function(){var now=location.pathname+location.search;if(now===shown)return;shown=now;gtag('event','page_view',{page_title:document.title,page_location:location.href,page_path:now});});}
var push=history.pushState;history.pushState=function(){var result=push.apply(this,arguments);view();return result;};addEventListener('popstate',view);})();`,
          },
        ],
      };
    },
  };
}
