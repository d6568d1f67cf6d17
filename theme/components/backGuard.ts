import { useEffect, useRef } from 'react';

/** What takes the browser's Back (or Forward) button for itself while it is open. */
const guards = new Set<{ current: () => void }>();

/**
 * While `active`, Back runs `onBack` instead of leaving the page: an open drawer closes and the
 * reader stays where they were (SPEC.md §2: the mobile sidebar closes when the user navigates
 * back). Becoming active adds a history entry for the same page, which Back then takes away,
 * so Back works even on the first page of a tab.
 */
export function useBackGuard(active: boolean, onBack: () => void): void {
  const handler = useRef(onBack);
  handler.current = onBack;
  useEffect(() => {
    if (!active) return;
    history.pushState(history.state, '');
    guards.add(handler);
    return () => {
      guards.delete(handler);
    };
  }, [active]);
}

/** Called by the router on `popstate`: true when a guard took the history step, which is then no page change. */
export function claimHistoryStep(): boolean {
  if (!guards.size) return false;
  for (const guard of [...guards]) guard.current();
  return true;
}
