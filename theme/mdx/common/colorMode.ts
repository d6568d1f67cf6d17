import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { MdxContext } from '../MdxContext.js';

/** Docusaurus's colour modes; a choice of `null` is the reader's system's. */
export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | null;

/** What `useColorMode()` of `@docusaurus/theme-common` returns, as Docusaurus shapes it. */
export interface ColorModeValue {
  readonly colorMode: ColorMode;
  readonly colorModeChoice: ColorModeChoice;
  readonly setColorMode: (colorMode: ColorModeChoice) => void;
  readonly isDarkTheme: boolean;
  readonly setLightTheme: () => void;
  readonly setDarkTheme: () => void;
}

/** The key under which hexsite's theme keeps the reader's choice (theme/components/ColorMode.tsx). */
const STORAGE_KEY = 'theme';

/** The mode and choice read from the page's `<html>` attributes (`data-theme`, `data-theme-choice`), which the theme's toggle sets. */
export function readColorMode(theme: string | null, choice: string | null, defaultMode: ColorMode): { colorMode: ColorMode; colorModeChoice: ColorModeChoice } {
  const colorMode = theme === 'dark' || theme === 'light' ? theme : defaultMode;
  return { colorMode, colorModeChoice: choice === 'dark' || choice === 'light' ? choice : choice === 'system' ? null : colorMode };
}

/** The mode a choice shows: the system's for `null`. */
export function modeOfChoice(choice: ColorModeChoice, prefersDark: boolean): ColorMode {
  return choice ?? (prefersDark ? 'dark' : 'light');
}

/** The config's `themeConfig.colorMode.defaultMode`, `light` without one. */
export function defaultModeOf(siteConfig: Record<string, unknown>): ColorMode {
  const colorMode = (siteConfig.themeConfig as { colorMode?: { defaultMode?: unknown } } | undefined)?.colorMode;
  return colorMode?.defaultMode === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-theme-choice'] });
  return () => observer.disconnect();
}

function snapshot(): string {
  const root = document.documentElement;
  return `${root.getAttribute('data-theme')}|${root.getAttribute('data-theme-choice')}`;
}

/**
 * `useColorMode` of `@docusaurus/theme-common`: the colour mode the page shows, followed as the
 * theme's toggle (or another tab) changes it, and `setColorMode` to change it as the toggle does:
 * the `<html>` attributes and the stored choice, which the theme's own state follows. It reads the
 * page rather than a React context, so a site's component hydrated on its own has it too. The
 * static HTML has the config's `defaultMode`.
 */
export function useColorMode(): ColorModeValue {
  const { siteConfig } = useContext(MdxContext);
  const defaultMode = defaultModeOf(siteConfig);
  const state = useSyncExternalStore(subscribe, snapshot, () => 'null|null');
  const setColorMode = useCallback((choice: ColorModeChoice) => {
    const colorMode = modeOfChoice(choice, window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-theme', colorMode);
    document.documentElement.setAttribute('data-theme-choice', choice ?? 'system');
    writeChoice(choice);
  }, []);
  return useMemo(() => {
    const [theme, choice] = state.split('|');
    const read = readColorMode(theme === 'null' ? null : theme, choice === 'null' ? null : choice, defaultMode);
    return { ...read, setColorMode, isDarkTheme: read.colorMode === 'dark', setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') };
  }, [state, defaultMode, setColorMode]);
}

/** Stores the choice and tells the theme's state in this tab, as the browser tells other tabs. */
function writeChoice(choice: ColorModeChoice): void {
  try {
    const oldValue = localStorage.getItem(STORAGE_KEY);
    if (choice === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, oldValue, newValue: choice, storageArea: localStorage }));
  } catch {
    // Storage refused (private mode): the page still shows the mode.
  }
}
