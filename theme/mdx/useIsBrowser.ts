import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `@docusaurus/useIsBrowser`: false on the server and while the page hydrates (so both render
 * the same), true once it has. A page that uses it runs in the browser (src/islands/runsInBrowser.ts).
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
