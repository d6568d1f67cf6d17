import { describe, expect, it } from 'vitest';
import { themeScript } from '../../../../theme/components/ColorMode.js';

const options = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false } as const;

/**
 * Runs the inline head script against a stand-in page: local storage holding `stored`, a URL
 * query, and an OS that prefers `system`. Returns the attributes it set and the keys it read.
 */
function runScript(script: string, stored: Record<string, string>, { search = '', system = 'light' } = {}) {
  const attributes: Record<string, string> = {};
  const keysRead: string[] = [];
  const localStorage = {
    getItem: (key: string) => {
      keysRead.push(key);
      return stored[key] ?? null;
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const window = { matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && system === 'dark' }) };
  new Function('localStorage', 'document', 'location', 'window', script)(localStorage, document, { search }, window);
  return { attributes, keysRead };
}

describe('theme/components/ColorMode', () => {
  it('shows the choice stored under the key "theme" before first paint, reading no other key', () => {
    const dark = runScript(themeScript(options), { theme: 'dark' });
    expect(dark.attributes).toEqual({ 'data-theme': 'dark', 'data-theme-choice': 'dark' });
    expect(dark.keysRead).toEqual(['theme']);
    expect(runScript(themeScript({ ...options, defaultMode: 'dark' }), { theme: 'light' }).attributes).toEqual({
      'data-theme': 'light',
      'data-theme-choice': 'light',
    });
  });

  it('falls back to the default mode, or the OS with respectPrefersColorScheme, when nothing valid is stored', () => {
    expect(runScript(themeScript(options), {}).attributes).toEqual({ 'data-theme': 'light', 'data-theme-choice': 'light' });
    expect(runScript(themeScript(options), { theme: 'purple' }).attributes).toEqual({ 'data-theme': 'light', 'data-theme-choice': 'light' });
    expect(runScript(themeScript({ ...options, respectPrefersColorScheme: true }), {}, { system: 'dark' }).attributes).toEqual({
      'data-theme': 'dark',
      'data-theme-choice': 'system',
    });
  });

  it('lets ?theme= win over storage, and reads no storage when switching is disabled', () => {
    expect(runScript(themeScript(options), { theme: 'light' }, { search: '?theme=dark' }).attributes['data-theme']).toBe('dark');
    const disabled = runScript(themeScript({ ...options, disableSwitch: true }), { theme: 'dark' });
    expect(disabled.attributes['data-theme']).toBe('light');
    expect(disabled.keysRead).toEqual([]);
  });
});
