/** The id of the banner shown when the site is served under another path than its base URL. */
export const BASE_URL_BANNER_ID = 'hexsite-base-url-banner';

/**
 * The inline script that tells a site owner their base URL is wrong. Served under another
 * path, the page's script and stylesheet fail to load (their URLs start with the base URL),
 * so the banner is built here, with inline styles, as soon as the body is parsed.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const base = JSON.stringify(baseUrl);
  return `(function(){var b=${base},p=location.pathname;if(p.indexOf(b)===0||p+'/'===b)return;function s(){if(document.getElementById('${BASE_URL_BANNER_ID}'))return;var x=document.createElement('div');x.id='${BASE_URL_BANNER_ID}';x.setAttribute('role','alert');x.style.cssText='border:4px solid #b91c1c;background:#fff4d6;color:#1b1f24;margin:20px;padding:20px;font:20px/1.5 system-ui,sans-serif';var t=document.createElement('p');t.style.cssText='font-size:30px;font-weight:700;margin:0 0 12px';t.textContent='Your site did not load properly.';var r=document.createElement('p');r.style.margin='0 0 12px';r.textContent='A very common reason is a wrong site baseUrl configuration.';var c=document.createElement('p');c.style.cssText='margin:0 0 12px;font-weight:700;color:#b91c1c';c.textContent='Current configured baseUrl = '+b+(b==='/'?' (default value)':'');var g=document.createElement('p');g.style.margin='0';g.append('We suggest trying baseUrl = ');var v=document.createElement('span');v.style.cssText='font-weight:700;color:#15803d';v.textContent=p.replace(/[^/]*$/,'');g.append(v);x.append(t,r,c,g);document.body.prepend(x)}if(document.body)s();else document.addEventListener('DOMContentLoaded',s)})();`;
}
