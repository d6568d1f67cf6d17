import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { $ZodIssue } from 'zod/v4/core';
import { CHECK_FEW, describeIssue } from '../errors/describeIssue.js';
import { describeThrown, HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { hints } from '../errors/hints.js';
import { findInSource } from '../util/findInSource.js';
import { loadModule, ModuleCompileError } from './loadModule.js';
import { openSiteRoot, resolveInside, type SiteRoot } from './siteRoot.js';
import { DEFAULT_TIMEOUT_SECONDS, settleUserValue } from './userCode.js';
import { configSchema } from './schema.js';
import type { ParsedConfig, SiteConfig } from './types.js';

/** Config file names, in the order they are looked for. */
export const CONFIG_FILES = ['hexsite.config.ts', 'hexsite.config.js', 'hexsite.config.mjs', 'hexsite.config.json'];
const SIDEBAR_FILES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.json'];

/** Reads, evaluates and validates the site's config file; its code may run `timeoutSeconds`. */
export async function loadConfig(siteDir: string, options: { timeoutSeconds?: number } = {}): Promise<SiteConfig> {
  const root = path.resolve(siteDir);
  const configFile = existsSync(root) ? CONFIG_FILES.find((name) => existsSync(path.join(root, name))) : undefined;
  if (!configFile) {
    throw new HexsiteError(`Unexpected missing config file in \`${root}\`, expected one of ${CONFIG_FILES.join(', ')}`, {
      ruleId: 'missing-config',
      hint: 'Run hexsite from the site folder, or pass the folder: `hexsite build path/to/site`.',
    });
  }
  const site = openSiteRoot(root);
  const real = resolveInside(site, path.join(root, configFile), { file: configFile, what: 'config file' })!;
  const { value, source } = await readConfigValue({ site, real, configFile, timeoutSeconds: options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS });
  const parsed = configSchema.safeParse(value, CHECK_FEW);
  if (!parsed.success) {
    throw new HexsiteErrors(parsed.error.issues.map((issue) => issueToError(issue, configFile, source)));
  }
  const config = parsed.data;
  return {
    ...config,
    blog: config.blog ?? defaultBlog(root),
    siteDir: root,
    site,
    configFile,
    configSource: source,
    sidebarFile: resolveSidebarFile(site, config.docs.sidebarPath),
  };
}

async function readConfigValue(options: { site: SiteRoot; real: string; configFile: string; timeoutSeconds: number }): Promise<{ value: unknown; source: string }> {
  const { site, real, configFile, timeoutSeconds } = options;
  if (configFile.endsWith('.json')) {
    const source = await readFile(real, 'utf8');
    try {
      return { value: JSON.parse(source), source };
    } catch (error) {
      throw new HexsiteError(`Unexpected invalid JSON, expected a config object: ${(error as Error).message}`, {
        file: configFile,
        ruleId: 'config-syntax',
        cause: error,
      });
    }
  }
  try {
    const loaded = await loadModule(real, { site, doing: 'loading the config', timeoutSeconds });
    // A config may export a function or a promise of the config, as Docusaurus allows.
    const value = await settleUserValue(loaded.exports.default ?? loaded.exports.config, { file: configFile, doing: 'loading the config', timeoutSeconds });
    return { value, source: loaded.source };
  } catch (error) {
    if (error instanceof ModuleCompileError) {
      throw new HexsiteError(`Unexpected syntax error: ${error.message}, expected valid TypeScript or JavaScript`, {
        file: configFile,
        line: error.line,
        column: error.column,
        ruleId: 'config-syntax',
        hint: hints.rebuild,
      });
    }
    if (error instanceof HexsiteError) throw error;
    throw new HexsiteError(`Unexpected error while evaluating the config: ${describeThrown(error)}`, {
      file: configFile,
      ruleId: 'config-evaluation',
      cause: error,
    });
  }
}

/** Without a `blog` key, the blog is on, with every default, when the site has a `blog/` folder. */
function defaultBlog(root: string): ParsedConfig['blog'] {
  return existsSync(path.join(root, 'blog')) ? configSchema.shape.blog.parse({}) : undefined;
}

function resolveSidebarFile(site: SiteRoot, sidebarPath: string | false | undefined): string | null {
  const root = site.dir;
  if (sidebarPath === false) return null;
  if (sidebarPath !== undefined) {
    if (!resolveInside(site, path.join(root, sidebarPath), { file: 'hexsite.config', what: 'sidebars file' })) {
      throw new HexsiteError(`Unexpected missing sidebars file \`${sidebarPath}\`, expected a file relative to the site folder`, {
        file: 'hexsite.config',
        ruleId: 'missing-sidebars',
        hint: 'Fix docs.sidebarPath, or remove it to generate the sidebar from the docs folder.',
      });
    }
    return sidebarPath;
  }
  return SIDEBAR_FILES.find((name) => existsSync(path.join(root, name))) ?? null;
}

/** Turns one schema issue into an error that names the key, what was found and what was expected. */
function issueToError(issue: $ZodIssue, configFile: string, source: string): HexsiteError {
  const key = issue.path.map(String).join('.');
  const lastKey = issue.path.length ? String(issue.path[issue.path.length - 1]) : '';
  let reason: string;
  let hint: string | undefined;
  let locateBy = lastKey;
  if (issue.code === 'unrecognized_keys') {
    const where = key ? ` in \`${key}\`` : '';
    reason = `Unexpected unknown key ${issue.keys.map((k) => `\`${k}\``).join(', ')}${where}, expected only known config keys`;
    hint = 'Check the spelling against the configuration reference in README.md.';
    locateBy = issue.keys[0];
  } else {
    // What was expected reads as in front matter errors; what was found names its type first.
    reason = `Unexpected ${describe((issue as { input?: unknown }).input)} for \`${key}\`, ${describeIssue(issue).expected}`;
    // A base path that is a string but not a path (its pattern failed).
    if (lastKey === 'baseUrl' && issue.code === 'invalid_format') hint = hints.baseUrl;
  }
  const place = locateBy ? findInSource(source, locateBy) : undefined;
  return new HexsiteError(reason, { file: configFile, line: place?.line, column: place?.column, hint, ruleId: 'config-invalid' });
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing value';
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${String(value)}`;
}
