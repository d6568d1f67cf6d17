/** The top progress bar's constants (SPEC.md §9). */
export const PROGRESS_DELAY = 200;
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_SPEED = 200;
export const PROGRESS_TRICKLE_RATE = 0.02;
export const PROGRESS_TRICKLE_SPEED = 800;
/** The bar never reaches the end by trickling: only a finished load fills it. */
const TRICKLE_CEILING = 0.994;

/** The bar's next value while the load goes on. */
export function trickle(value: number): number {
  return Math.min(TRICKLE_CEILING, Math.max(PROGRESS_MINIMUM, value + PROGRESS_TRICKLE_RATE));
}

/**
 * Shows a thin bar at the top of the window `PROGRESS_DELAY` ms after a load starts, unless it
 * has finished by then: a fast navigation never shows it. Returns what ends it.
 */
export function startProgress(): () => void {
  let bar: HTMLElement | null = null;
  let value = PROGRESS_MINIMUM;
  let trickling = 0;
  const set = (next: number) => {
    value = next;
    if (bar) bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
  };
  const show = window.setTimeout(() => {
    const container = document.createElement('div');
    container.id = 'progress-bar';
    container.setAttribute('aria-hidden', 'true');
    bar = document.createElement('div');
    bar.className = 'progress-bar__bar';
    bar.style.transition = `transform ${PROGRESS_SPEED}ms ease`;
    container.append(bar);
    document.body.append(container);
    set(PROGRESS_MINIMUM);
    trickling = window.setInterval(() => set(trickle(value)), PROGRESS_TRICKLE_SPEED);
  }, PROGRESS_DELAY);
  return () => {
    window.clearTimeout(show);
    window.clearInterval(trickling);
    const container = bar?.parentElement;
    if (!container) return;
    set(1);
    // Full, then fade out, then gone: each step takes the bar's speed.
    window.setTimeout(() => {
      container.style.transition = `opacity ${PROGRESS_SPEED}ms linear`;
      container.style.opacity = '0';
      window.setTimeout(() => container.remove(), PROGRESS_SPEED);
    }, PROGRESS_SPEED);
  };
}
