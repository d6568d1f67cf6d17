/**
 * The public API as the package declares it (`dist/types/index.d.ts`, written by
 * `bin/compile.js --types`), never imported at run time. Declaration emit writes an inferred
 * type out in full, so `UserConfig` reaches a site's type check as plain object types: the
 * installed package needs neither zod nor hexsite's sources for `defineConfig` to check.
 */
// Only the config schema is imported: the emit then type-checks a few files, not the
// pipeline. test/unit/publicTypes.test.ts checks the types written here against the code's.
import type { UserConfig as SchemaUserConfig } from './config/schema.js';
import type { HexsiteError } from './errors/HexsiteError.js';
import type { SidebarsConfig } from './site/sidebars/types.js';

export { HexsiteError, HexsiteErrors } from './errors/HexsiteError.js';
export type { SidebarsConfig, SidebarItemConfig } from './site/sidebars/types.js';

/** A type with every alias and mapped type replaced by the object types it stands for. */
type Expand<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? number extends T['length']
      ? Expand<T[number]>[]
      : { [K in keyof T]: Expand<T[K]> }
    : T extends object
      ? { [K in keyof T]: Expand<T[K]> }
      : T;

/** Its return type is inferred, which declaration emit writes out in full. */
function written<T>(): Expand<T> {
  return undefined as unknown as Expand<T>;
}

const userConfig = written<SchemaUserConfig>();

/** What `hexsite.config.ts` exports: `export default defineConfig({ title, url, baseUrl, … })`. */
export type UserConfig = typeof userConfig;

/** Options of `build()`. */
export interface BuildOptions {
  /** The site folder (holding `hexsite.config.*`). */
  siteDir: string;
  /** Output folder; default `<siteDir>/build`. */
  outDir?: string;
  /** Write the output (default), or only return it. */
  write?: boolean;
  /** Build draft docs and pages too. */
  includeDrafts?: boolean;
  /** Read the content as data whatever the config says (`markdown.untrusted`): no file may be MDX. */
  untrustedMarkdown?: boolean;
  /** Reuse pages parsed by earlier builds (`.hexsite/cache` in the site folder); default true. */
  cache?: boolean;
  /** Stage lines ("✓ rendered 214 pages"). */
  log?: (line: string) => void;
  /** How far a long stage has come: for a progress line on a terminal. */
  progress?: (stage: 'parsing' | 'rendering', done: number, total: number) => void;
  /** Seconds the site's own code (config, sidebars, React pages) may run at one time. */
  timeoutSeconds?: number;
  /** Worker threads for parsing and rendering, 0 for none. */
  workers?: number;
  /** Build only this locale of `i18n.locales`, into its own folder (`build/fr`); default: every locale. */
  locale?: string;
  /** For a folder read through its `docusaurus.config.*`: called once with what of that config hexsite does not honour, each option with its line and what is done instead. */
  onMigration?: (migration: {
    configFile: string;
    notes: Array<{ group: 'approximated' | 'unsupported' | 'unused'; option: string; line?: number; instead: string; pages?: string[] }>;
  }) => void;
}

/** One rendered page. */
export interface RenderedPage {
  /** URL path, base path included. */
  permalink: string;
  /** Output path relative to the output folder (`docs/intro/index.html`). */
  file: string;
  html: string;
}

/** What `build()` returns; the build's own model and files stay internal. */
export interface BuildResult {
  pages: RenderedPage[];
  /** Problems that did not stop the build. */
  warnings: HexsiteError[];
  /** Absolute output folder, when written. */
  outDir?: string;
  /** The permalinks of the pages this build wrote. */
  rendered: string[];
  /** Of those, the pages whose HTML differs from the previous build's. */
  changed: string[];
  stats: { pages: number; milliseconds: number; bytes: number };
}

/** Identity function that gives `hexsite.config.ts` type checking and editor completion. */
export declare function defineConfig(config: UserConfig): UserConfig;

/** Identity function that types a sidebars file: a misspelt item `type` or key is a type error. */
export declare function defineSidebars<T extends SidebarsConfig>(sidebars: T): T;

/** Builds the site in `options.siteDir`: the same build as `hexsite build`. */
export declare function build(options: BuildOptions): Promise<BuildResult>;
