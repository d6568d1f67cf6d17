import { useEffect, useLayoutEffect } from 'react';

/** `@docusaurus/useIsomorphicLayoutEffect`: `useLayoutEffect` in the browser, `useEffect` on the server (where React warns of layout effects). */
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
export default useIsomorphicLayoutEffect;
