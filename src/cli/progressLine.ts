/** How often the progress line is redrawn at most. */
const REDRAW_MS = 100;
/** Stages shorter than this many items print no progress line: they end before it could help. */
const SHOWN_FROM = 100;

/** Where a progress line is drawn: a terminal. */
export interface ProgressTerminal {
  write(text: string): void;
  columns?: number;
}

/**
 * One line that updates in place while a long stage runs ("rendering 1200/5250 · 850 pages/s")
 * and is cleared before the next stage line is printed. Only for terminals: logs of CI get
 * the plain stage lines.
 */
export function createProgressLine(terminal: ProgressTerminal, now: () => number = () => performance.now()) {
  let shown = false;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let stageStart = 0;
  let stage = '';
  return {
    update(name: string, done: number, total: number): void {
      if (total < SHOWN_FROM) return;
      const time = now();
      if (name !== stage) {
        stage = name;
        stageStart = time;
      }
      if (done < total && time - lastDraw < REDRAW_MS) return;
      lastDraw = time;
      const seconds = (time - stageStart) / 1000;
      const rate = seconds > 0 ? ` · ${Math.round(done / seconds)} pages/s` : '';
      const text = `${name} ${done}/${total}${rate}`.slice(0, (terminal.columns ?? 80) - 1);
      terminal.write(`\r\x1b[2K${text}`);
      shown = true;
    },
    /** Clears the line, so that the next line prints where it stood. */
    clear(): void {
      if (shown) terminal.write('\r\x1b[2K');
      shown = false;
    },
  };
}
