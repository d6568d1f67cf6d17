import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStorage, writeStorage } from './storage.js';

/** The colour mode shown, and what the reader chose (`system` when nothing is stored). */
export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | 'system';

export const THEME_STORAGE_KEY = 'theme';

interface ColorModeValue {
  colorMode: ColorMode;
  choice: ColorModeChoice;
  /** True once the client has taken over; the toggle is disabled before. */
  ready: boolean;
  setChoice: (choice: ColorModeChoice) => void;
}

interface ColorModeOptions {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

function systemMode(): ColorMode {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(mode: ColorMode, choice: ColorModeChoice) {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.setAttribute('data-theme-choice', choice);
}

/**
 * Owns the colour mode. The inline script in the page head already set `data-theme` before
 * first paint; this reads it back, saves explicit choices under the `theme` key, follows other
 * tabs through storage events, and follows the OS only when the config says so.
 */
export function ColorModeProvider({ options, children }: { options: ColorModeOptions; children: ReactNode }) {
  const [state, setState] = useState<{ colorMode: ColorMode; choice: ColorModeChoice; ready: boolean }>({
    colorMode: options.defaultMode,
    choice: options.defaultMode,
    ready: false,
  });

  const fallback = useCallback(
    (): ColorMode => (options.respectPrefersColorScheme ? systemMode() : options.defaultMode),
    [options.defaultMode, options.respectPrefersColorScheme],
  );

  useEffect(() => {
    if (options.disableSwitch) writeStorage(THEME_STORAGE_KEY, null);
    const shown = document.documentElement.getAttribute('data-theme');
    const chosen = document.documentElement.getAttribute('data-theme-choice');
    const colorMode: ColorMode = shown === 'dark' || shown === 'light' ? shown : options.defaultMode;
    const choice: ColorModeChoice = chosen === 'dark' || chosen === 'light' || chosen === 'system' ? chosen : colorMode;
    setState({ colorMode, choice, ready: true });
  }, [options.defaultMode, options.disableSwitch]);

  const setChoice = useCallback(
    (choice: ColorModeChoice) => {
      const colorMode = choice === 'system' ? fallback() : choice;
      apply(colorMode, choice);
      setState({ colorMode, choice, ready: true });
      if (!options.disableSwitch) writeStorage(THEME_STORAGE_KEY, choice === 'system' ? null : choice);
    },
    [fallback, options.disableSwitch],
  );

  // Another tab changed the choice (or this tab did, through writeStorage's synthetic event).
  useEffect(() => {
    if (options.disableSwitch) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const value = event.newValue;
      const choice: ColorModeChoice = value === 'dark' || value === 'light' ? value : 'system';
      const colorMode = choice === 'system' ? fallback() : choice;
      apply(colorMode, choice);
      setState({ colorMode, choice, ready: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [fallback, options.disableSwitch]);

  // The OS scheme is followed only for readers on "system", and never while printing.
  useEffect(() => {
    if (!options.respectPrefersColorScheme || state.choice !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      if (window.matchMedia('print').matches) return;
      const colorMode = systemMode();
      apply(colorMode, 'system');
      setState((previous) => ({ ...previous, colorMode }));
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [options.respectPrefersColorScheme, state.choice]);

  const value = useMemo(() => ({ ...state, setChoice }), [state, setChoice]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode and how to change it. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('Developer error: useColorMode() was called outside <ColorModeProvider>. Render it inside the site layout.');
  return value;
}

/**
 * The inline script that runs before first paint: it sets `data-theme` from the stored
 * choice (or `?theme=` in the URL, not saved) so a dark-mode reader never sees a light flash.
 */
export function themeScript(options: ColorModeOptions): string {
  const fallbackMode = options.respectPrefersColorScheme
    ? `(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')`
    : JSON.stringify(options.defaultMode);
  const fallbackChoice = options.respectPrefersColorScheme ? `'system'` : JSON.stringify(options.defaultMode);
  const read = options.disableSwitch
    ? 'null'
    : `(function(){try{var q=new URLSearchParams(location.search).get('theme');if(q==='dark'||q==='light')return q}catch(e){}try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');if(s==='dark'||s==='light')return s}catch(e){}return null})()`;
  return `(function(){var c=${read};var d=document.documentElement;d.setAttribute('data-theme',c||${fallbackMode});d.setAttribute('data-theme-choice',c||${fallbackChoice})})();`;
}
