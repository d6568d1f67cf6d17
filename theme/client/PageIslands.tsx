import { useEffect } from 'react';
import type { PageData } from '../../src/site/types.js';
import { sharedModules } from './sharedModules.js';

/**
 * Hydrates the islands of the page shown (src/islands/) while it is mounted, and unmounts them
 * when it is not: rendered beside the page's template, inside the page's crash boundary, so a
 * page shown again by the crash screen's Try again hydrates them again. Their code loads only
 * for pages that have some. A React page's island is the page itself: what it throws is given
 * to `crashed`, for the crash screen.
 */
export function PageIslands({ page, crashed }: { page: PageData; crashed: (error: unknown) => void }) {
  useEffect(() => {
    const urls = page.islands;
    if (!urls) return;
    let unmount: (() => void) | undefined;
    let left = false;
    void import('./islands.js').then((module) => {
      if (!left) unmount = module.hydrateIslands(document, urls, sharedModules, page.kind === 'reactPage' ? { crashed } : {});
    });
    return () => {
      left = true;
      unmount?.();
    };
    // `crashed` sets the router's state: the same function at every render.
  }, [page]);
  return null;
}

/** Throws `error` while rendering, for the page's boundary to show it on the crash screen. */
export function Rethrow({ error }: { error: unknown }): never {
  throw error;
}
