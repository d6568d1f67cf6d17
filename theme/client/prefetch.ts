import type { classifyLink } from './classifyLink.js';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** On 2g or with data saving on, nothing is fetched ahead of a click (SPEC.md §7). */
export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
}

/** How many prefetches may be under way at once: they must not crowd out what the reader asked for. */
const PARALLEL = 2;

/**
 * Fetches, with GET, the pages that links below `root` point to, before they are clicked:
 * when a link of the page's own part (the selector `inView`: sidebar, content, pagination) first enters
 * the viewport, and when the pointer rests on any link. The navbar's and footer's links, the
 * same on every page, are fetched on hover only. Each page is asked for once; `prefetch` keeps
 * what it fetched. `classifyLink` is handed over, like the navigator's tools (navigator.ts).
 */
export function startPrefetching(options: {
  root: HTMLElement;
  baseUrl: string;
  classifyLink: typeof classifyLink;
  prefetch: (href: string) => Promise<unknown>;
  inView: string;
}): void {
  const { root, baseUrl, classifyLink, prefetch } = options;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const asked = new Set<string>();
  const queue: string[] = [];
  let running = 0;

  const pump = () => {
    while (running < PARALLEL && queue.length) {
      const href = queue.shift() as string;
      running += 1;
      void prefetch(href)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  const request = (link: HTMLAnchorElement, first: boolean) => {
    if (isSlowConnection(connection)) return;
    const action = classifyLink(link, null, new URL(location.href), baseUrl);
    if (action.type !== 'page') return;
    action.url.hash = '';
    const href = action.url.href;
    if (href === new URL(location.href.split('#')[0]).href) return;
    if (asked.has(href)) {
      // Seen in the viewport and still waiting: a hover moves it to the front.
      const waiting = queue.indexOf(href);
      if (first && waiting > 0) queue.unshift(...queue.splice(waiting, 1));
      return;
    }
    asked.add(href);
    // A hovered link is likely the next click: it goes before the ones merely in view.
    if (first) queue.unshift(href);
    else queue.push(href);
    pump();
  };

  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            request(entry.target as HTMLAnchorElement, false);
          }
        })
      : null;
  const watched = new WeakSet<Element>();
  const watch = () => {
    for (const link of Array.from(root.querySelectorAll(options.inView))) {
      if (watched.has(link)) continue;
      watched.add(link);
      if (observer) observer.observe(link);
      else request(link as HTMLAnchorElement, false);
    }
  };
  watch();
  // Pages change in place and categories open: links that appear later are watched too.
  let scheduled = 0;
  new MutationObserver(() => {
    if (!scheduled) scheduled = window.setTimeout(() => ((scheduled = 0), watch()), 100);
  }).observe(root, { childList: true, subtree: true });
  root.addEventListener(
    'mouseover',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement) request(link, true);
    },
    { passive: true },
  );
}
