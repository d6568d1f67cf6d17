import { createRequire } from 'node:module';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { PageData, SiteChrome } from '../site/types.js';

/** The per-site server module's interface (see SERVER_ENTRY in buildSiteTheme.ts). */
interface ServerTheme {
  renderPage(chrome: SiteChrome, page: PageData): string;
}

/** What the server module's guard adds to an error thrown by an override. */
interface OverrideFailure extends Error {
  themeOverride: { name: string; file: string };
}

const require = createRequire(import.meta.url);

/**
 * Server-renders a page with the site's theme module, which require() loads once per thread
 * (its name changes with its content). An override that throws is reported by component,
 * file and page.
 */
export function renderWithOverrides(serverModule: string, chrome: SiteChrome, page: PageData): string {
  const theme = require(serverModule) as ServerTheme;
  try {
    return theme.renderPage(chrome, page);
  } catch (error) {
    if (!isOverrideFailure(error)) throw error;
    const { name, file } = error.themeOverride;
    throw new HexsiteError(`Unexpected error in the theme component \`${name}\` while rendering ${page.permalink}: ${error.message}`, {
      file,
      ruleId: 'theme-override-render',
      hint: 'Fix the override (it stands in for the theme everywhere); run with --debug to see the stack trace.',
      cause: error.cause ?? error,
    });
  }
}

function isOverrideFailure(error: unknown): error is OverrideFailure {
  return error instanceof Error && typeof (error as Partial<OverrideFailure>).themeOverride === 'object';
}
