/** The page's answer is not a page of this site (another app, a file): only a browser load can show it. */
export class NotAPageError extends Error {}

/** Pages fetched or being fetched, by URL without the hash; kept for Back, Forward and prefetched links. */
const fetched = new Map<string, Promise<string>>();
const KEEP = 40;

/**
 * A page's HTML, fetched once with GET. The HTML is the page's data: it carries the same
 * JSON script the page hydrates from and the content, so nothing is written or fetched twice.
 * A 404 answered with the site's not-found page is a page like any other.
 */
export function fetchPage(href: string): Promise<string> {
  const url = new URL(href);
  url.hash = '';
  const key = url.href;
  let html = fetched.get(key);
  if (!html) {
    html = request(url);
    fetched.set(key, html);
    if (fetched.size > KEEP) fetched.delete(fetched.keys().next().value as string);
    // A failure is not kept, so that Retry (or the next hover) asks the server again.
    html.catch(() => fetched.get(key) === html && fetched.delete(key));
  }
  return html;
}

async function request(url: URL): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  } catch (error) {
    throw new Error(`Could not load ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const html = (response.headers.get('content-type') ?? '').includes('text/html');
  if (!html && response.ok) throw new NotAPageError(`${url.pathname} is not a page`);
  if (!response.ok && !(response.status === 404 && html)) throw new Error(`Could not load ${url.pathname}: the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  return response.text();
}
