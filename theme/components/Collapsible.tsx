import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/** How long a height animation takes for content `height` pixels tall (the longer, the slower, sub-linearly). */
export function collapseDuration(height: number): number {
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const COLLAPSED: CSSProperties = { display: 'none', overflow: 'hidden', height: 0 };

/**
 * A block whose height animates open and closed (ease-in-out; 1 ms under reduced motion).
 * Nothing animates on first render: the server's markup is already in its final state.
 */
export function Collapsible({
  collapsed,
  as: Tag = 'div',
  className,
  id,
  children,
}: {
  collapsed: boolean;
  as?: 'div' | 'ul';
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const style = element.style;
    const finish = (event?: TransitionEvent) => {
      if (event && (event.target !== element || event.propertyName !== 'height')) return;
      element.removeEventListener('transitionend', finish);
      style.removeProperty('will-change');
      style.removeProperty('transition');
      if (collapsed) Object.assign(style, { display: 'none', height: '0px', overflow: 'hidden' });
      else Object.assign(style, { display: '', height: 'auto', overflow: 'visible' });
    };
    style.display = '';
    style.overflow = 'hidden';
    const full = element.scrollHeight;
    const duration = prefersReducedMotion() ? 1 : collapseDuration(full);
    style.height = `${collapsed ? full : 0}px`;
    // Reading layout here commits the start height before the transition begins.
    void element.offsetHeight;
    style.willChange = 'height';
    style.transition = `height ${duration}ms ease-in-out`;
    style.height = `${collapsed ? 0 : full}px`;
    element.addEventListener('transitionend', finish);
    const fallback = window.setTimeout(() => finish(), duration + 50);
    return () => {
      window.clearTimeout(fallback);
      element.removeEventListener('transitionend', finish);
    };
  }, [collapsed]);

  return (
    <Tag ref={ref as never} className={className} id={id} style={collapsed ? COLLAPSED : undefined}>
      {children}
    </Tag>
  );
}
