import { useColorMode } from './ColorMode.js';
import { MoonIcon, SunIcon, SystemIcon } from './Icons.js';
import { useTranslate } from './SiteContext.js';

/**
 * The light/dark switch; CSS shows the icon of `data-theme-choice`. Before hydration it is only
 * marked disabled (`aria-disabled`): a real `disabled` would swallow the click, which the page
 * instead keeps and replays once hydrated (theme/client/earlyInput.ts).
 */
export function ColorModeToggle({ respectPrefersColorScheme, className }: { respectPrefersColorScheme: boolean; className?: string }) {
  const { choice, ready, setChoice } = useColorMode();
  const next = respectPrefersColorScheme
    ? ({ system: 'light', light: 'dark', dark: 'system' } as const)[choice]
    : choice === 'dark'
      ? 'light'
      : 'dark';
  const translate = useTranslate();
  const modes = {
    light: translate('theme.colorToggle.ariaLabel.mode.light', 'light mode'),
    dark: translate('theme.colorToggle.ariaLabel.mode.dark', 'dark mode'),
    system: translate('theme.colorToggle.ariaLabel.mode.system', 'system mode'),
  };
  const title = modes[ready ? choice : 'system'];
  return (
    <button
      type="button"
      className={`color-toggle${className ? ` ${className}` : ''}`}
      title={title}
      aria-label={translate('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode: title })}
      aria-live="polite"
      aria-disabled={ready ? undefined : true}
      onClick={() => ready && setChoice(next)}
    >
      <SunIcon className="color-toggle__icon color-toggle__icon--light" />
      <MoonIcon className="color-toggle__icon color-toggle__icon--dark" />
      <SystemIcon className="color-toggle__icon color-toggle__icon--system" />
    </button>
  );
}
