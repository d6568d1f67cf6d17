import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';
import { closest } from '../util/closest.js';
import { THEME_COMPONENTS, getThemeComponent, type ThemeComponent } from './components.js';

/** The site's folder of overrides, as Docusaurus names it. */
export const OVERRIDES_DIR = 'src/theme';

/** `src/theme/MDXComponents`: Docusaurus's map of the components MDX content can use without importing them. */
export const MDX_COMPONENTS = 'MDXComponents';

/**
 * Docusaurus's `NotFound`: the whole not-found page, its `<Layout>` included. hexsite builds it
 * as the React page at `404.html` (src/content/scanContent.ts), not as a part of the chrome.
 */
export const NOT_FOUND_PAGE = 'NotFound';

/** Extensions an override may have, in the order they are looked for. */
export const OVERRIDE_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'] as const;

/** A site's file standing in for a theme component. */
export interface ThemeOverride {
  component: ThemeComponent;
  /** Absolute path of the override's file. */
  file: string;
  /** The same, relative to the site's folder, with `/` separators: for messages. */
  relative: string;
}

/** What `scanOverrides` does with a script of `src/theme` that names no theme component. */
export interface ScanOverridesOptions {
  /**
   * Called with its name and file instead of failing: a Docusaurus site's `src/theme` shadows
   * modules of Docusaurus's theme hexsite has no equivalent for (`MDXContent`,
   * `prism-include-languages`), which the build reports and leaves unused.
   */
  onUnknown?: (name: string, relative: string) => void;
}

/**
 * The site's overrides: each `src/theme/<Name>.<ext>` or `src/theme/<Name>/index.<ext>` whose
 * name is a theme component's, in the order of their files. Any other script there is an error
 * (nothing would use it) unless `onUnknown` takes it; other files (styles, images) are the
 * overrides' own.
 */
export function scanOverrides(siteDir: string, options: ScanOverridesOptions = {}): ThemeOverride[] {
  const dir = path.join(siteDir, OVERRIDES_DIR);
  if (!existsSync(dir)) return [];
  const found = new Map<string, ThemeOverride>();
  const add = (name: string, file: string) => {
    // Not a component of the theme: the map of tags to components MDX content uses (src/mdx/).
    if (name === MDX_COMPONENTS || name === NOT_FOUND_PAGE) return;
    const relative = path.relative(siteDir, file).split(path.sep).join('/');
    const component = getThemeComponent(name);
    if (!component) {
      if (!options.onUnknown) throw unknownComponent(name, relative);
      options.onUnknown(name, relative);
      return;
    }
    const other = found.get(name);
    if (other) {
      throw new HexsiteError(`Unexpected second override of \`${name}\`, expected one file per component (the other is ${other.relative})`, {
        file: relative,
        ruleId: 'theme-override',
        hint: 'Keep one of the two files.',
      });
    }
    found.set(name, { component, file, relative });
  };
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory()) {
      if (isScript(entry.name)) add(path.basename(entry.name, path.extname(entry.name)), path.join(dir, entry.name));
      continue;
    }
    const folder = path.join(dir, entry.name);
    const index = indexOf(folder);
    if (index) add(entry.name, index);
    // A component named `<Folder>/<Part>` (NotFound/Content) is `<Folder>/<Part>.tsx` or `<Folder>/<Part>/index.tsx`.
    for (const component of THEME_COMPONENTS.filter((candidate) => candidate.name.startsWith(`${entry.name}/`))) {
      const part = path.join(dir, component.name);
      const file = OVERRIDE_EXTENSIONS.map((extension) => `${part}${extension}`).find((candidate) => existsSync(candidate)) ?? indexOf(part);
      if (file) add(component.name, file);
    }
  }
  return [...found.values()];
}

/** The site's `src/theme/NotFound` (a file, or a folder's index), the not-found page written as Docusaurus's; undefined without one. */
export function notFoundPageFile(siteDir: string): string | undefined {
  const part = path.join(siteDir, OVERRIDES_DIR, NOT_FOUND_PAGE);
  return OVERRIDE_EXTENSIONS.map((extension) => `${part}${extension}`).find((candidate) => existsSync(candidate)) ?? indexOf(part);
}

/** "Unexpected X, expected one of …": an override, or `swizzle`'s argument, that names no component. */
export function unknownComponent(name: string, file?: string): HexsiteError {
  const names = THEME_COMPONENTS.map((component) => component.name);
  const near = closest(name, names);
  return new HexsiteError(`Unexpected theme component \`${name}\`, expected one of: ${names.join(', ')}`, {
    file,
    ruleId: 'theme-override',
    hint: `${near.length ? `Did you mean ${near.map((candidate) => `\`${candidate}\``).join(' or ')}? ` : ''}\`hexsite swizzle --list\` describes each component.`,
  });
}

function isScript(name: string): boolean {
  return !name.endsWith('.d.ts') && OVERRIDE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

function indexOf(folder: string): string | undefined {
  for (const extension of OVERRIDE_EXTENSIONS) {
    const file = path.join(folder, `index${extension}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}
