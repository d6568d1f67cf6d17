import { describe, expect, it } from 'vitest';
import ColorModeToggle, { nextChoice } from '../../../../theme/mdx/ColorModeToggle.js';
import ThemedImage from '../../../../theme/mdx/ThemedImage.js';
import { defaultModeOf, modeOfChoice, readColorMode } from '../../../../theme/mdx/common/colorMode.js';
import { selectPluralMessage } from '../../../../theme/mdx/common/hooks.js';
import isInternalUrl from '../../../../theme/mdx/isInternalUrl.js';
import { ThemeClassNames, duplicates, groupBy, isRegexpStringMatch, listTagsByLetters, mergeSearchStrings, uniq, useColorMode, useThemeConfig } from '../../../../theme/mdx/themeCommon.js';
import useGlobalData, { usePluginData } from '../../../../theme/mdx/useGlobalData.js';
import { render, serverContext } from '../../mdx/render.js';

describe('useColorMode', () => {
  it("reads the page's mode and the reader's choice from <html>, the config's default before the page says", () => {
    expect(readColorMode('dark', 'dark', 'light')).toEqual({ colorMode: 'dark', colorModeChoice: 'dark' });
    expect(readColorMode('dark', 'system', 'light')).toEqual({ colorMode: 'dark', colorModeChoice: null });
    expect(readColorMode(null, null, 'dark')).toEqual({ colorMode: 'dark', colorModeChoice: 'dark' });
    expect(modeOfChoice(null, true)).toBe('dark');
    expect(modeOfChoice('light', true)).toBe('light');
    expect(defaultModeOf({ themeConfig: { colorMode: { defaultMode: 'dark' } } })).toBe('dark');
    expect(defaultModeOf({})).toBe('light');
  });

  it("renders the config's default mode in the static HTML", () => {
    function Mode() {
      const { colorMode, colorModeChoice, isDarkTheme } = useColorMode();
      return <>{`${colorMode} ${colorModeChoice} ${isDarkTheme}`}</>;
    }
    expect(render(<Mode />, serverContext({ siteConfig: { themeConfig: { colorMode: { defaultMode: 'dark' } } } }))).toBe('dark dark true');
    expect(render(<Mode />)).toBe('light light false');
  });

  it('cycles the toggle light → dark → light, through the system when it is respected', () => {
    expect([nextChoice('light', false), nextChoice('dark', false), nextChoice(null, false)]).toEqual(['dark', 'light', 'light']);
    expect([nextChoice('light', true), nextChoice('dark', true), nextChoice(null, true)]).toEqual(['dark', null, 'light']);
    expect(render(<ColorModeToggle value="dark" onChange={() => {}} />)).toContain('aria-label="Switch between dark and light mode (currently dark mode)"');
  });
});

describe('useThemeConfig and the global data', () => {
  it("gives the config's themeConfig, and no plugin data (failfast throws, as Docusaurus's)", () => {
    function Probe() {
      const { navbar } = useThemeConfig() as { navbar: { title: string } };
      return <>{`${navbar.title} ${JSON.stringify(useGlobalData())} ${String(usePluginData('docusaurus-plugin-content-docs'))}`}</>;
    }
    expect(render(<Probe />, serverContext({ siteConfig: { themeConfig: { navbar: { title: 'Nav' } } } }))).toBe('Nav {} undefined');
    function Strict() {
      usePluginData('my-plugin', 'default', { failfast: true });
      return null;
    }
    expect(() => render(<Strict />)).toThrow('Docusaurus plugin global data not found for "my-plugin" plugin.');
  });
});

describe("theme-common's helpers", () => {
  it("picks the locale's plural form", () => {
    expect([0, 1, 2].map((count) => selectPluralMessage('en', count, 'One post|{count} posts'))).toEqual(['{count} posts', 'One post', '{count} posts']);
    expect([1, 3, 5].map((count) => selectPluralMessage('ru', count, 'one|few|many|other'))).toEqual(['one', 'few', 'many']);
    expect(selectPluralMessage('en', 3, 'Posts')).toBe('Posts');
  });

  it('groups, dedupes, matches and merges as Docusaurus does', () => {
    expect(duplicates([1, 2, 1, 3, 3])).toEqual([1, 3]);
    expect(uniq(['a', 'b', 'a'])).toEqual(['a', 'b']);
    expect(groupBy(['apple', 'avocado', 'beet'], (word) => word[0])).toEqual({ a: ['apple', 'avocado'], b: ['beet'] });
    expect([isRegexpStringMatch('^/docs', '/docs/a'), isRegexpStringMatch(['^/blog', 'x$'], '/docs/x'), isRegexpStringMatch(undefined, '/')]).toEqual([true, true, false]);
    expect(mergeSearchStrings(['?a=1', 'a=2&b=3', undefined], 'set')).toBe('?a=2&b=3');
    expect(mergeSearchStrings(['?a=1', '?a=2'], 'append')).toBe('?a=1&a=2');
    expect(listTagsByLetters([{ label: 'beta' }, { label: 'alpha' }, { label: 'Apex' }])).toEqual([
      { letter: 'A', tags: [{ label: 'alpha' }, { label: 'Apex' }] },
      { letter: 'B', tags: [{ label: 'beta' }] },
    ]);
    expect(ThemeClassNames.docs.docMarkdown).toBe('theme-docs-doc-markdown');
  });

  it('tells internal URLs from others', () => {
    expect(['/docs', 'docs/a', '#top'].map((url) => isInternalUrl(url))).toEqual([true, true, true]);
    expect(['https://x.dev', '//cdn.x', 'mailto:a@b', undefined].map((url) => isInternalUrl(url))).toEqual([false, false, false, false]);
  });

  it('renders both images of a ThemedImage in the static HTML, each with its mode', () => {
    expect(render(<ThemedImage alt="Logo" sources={{ light: '/l.svg', dark: '/d.svg' }} />)).toBe(
      '<img src="/l.svg" alt="Logo" class="themedComponent themedComponent--light"/><img src="/d.svg" alt="Logo" class="themedComponent themedComponent--dark"/>',
    );
  });
});
