import { useColorMode } from './ColorMode.js';
import { MoonIcon, SunIcon, SystemIcon } from './Icons.js';

/** The light/dark switch. Before hydration it is disabled; CSS shows the icon of `data-theme-choice`. */
export function ColorModeToggle({ respectPrefersColorScheme, className }: { respectPrefersColorScheme: boolean; className?: string }) {
  const { choice, ready, setChoice } = useColorMode();
  const next = respectPrefersColorScheme
    ? ({ system: 'light', light: 'dark', dark: 'system' } as const)[choice]
    : choice === 'dark'
      ? 'light'
      : 'dark';
  const title = ready ? `${choice} mode` : 'system mode';
  return (
    <button
      type="button"
      className={`color-toggle${className ? ` ${className}` : ''}`}
      title={title}
      aria-label={`Switch between dark and light mode (currently ${title})`}
      aria-live="polite"
      disabled={!ready}
      onClick={() => setChoice(next)}
    >
      <SunIcon className="color-toggle__icon color-toggle__icon--light" />
      <MoonIcon className="color-toggle__icon color-toggle__icon--dark" />
      <SystemIcon className="color-toggle__icon color-toggle__icon--system" />
    </button>
  );
}
