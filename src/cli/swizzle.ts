import path from 'node:path';
import { locate } from '../bundle/bundleClient.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { THEME_COMPONENTS, getThemeComponent } from '../themeOverrides/components.js';
import { unknownComponent } from '../themeOverrides/scanOverrides.js';
import { writeSwizzle, type SwizzleMode } from '../themeOverrides/swizzle.js';
import { terminal, type Printer } from './build.js';
import { EXIT, type ExitCode } from './exitCodes.js';

/** What `hexsite swizzle` was asked. */
export interface SwizzleCommand {
  /** The component's name; absent with --list. */
  component?: string;
  /** The site folder (default `.`). */
  siteDir: string;
  wrap?: boolean;
  eject?: boolean;
  list?: boolean;
  debug?: boolean;
}

/**
 * `hexsite swizzle <Component> --wrap|--eject [siteDir]`: starts an override of a theme component
 * in the site's src/theme/; `--list` names the components meant for overriding.
 */
export async function runSwizzle(options: SwizzleCommand, print: Printer = terminal): Promise<ExitCode> {
  if (options.list || options.component === undefined) {
    if (!options.list) print.err(formatError(usage('Unexpected `hexsite swizzle` without a component, expected one of the names below')));
    const width = Math.max(...THEME_COMPONENTS.map((component) => component.name.length));
    for (const component of THEME_COMPONENTS) print.out(`${component.name.padEnd(width)}  ${component.eject ? 'wrap, eject' : 'wrap       '}  ${component.description}`);
    return options.list ? EXIT.ok : EXIT.usage;
  }
  const component = getThemeComponent(options.component);
  if (!component) {
    print.err(formatError(unknownComponent(options.component)));
    return EXIT.usage;
  }
  if (options.wrap === options.eject) {
    print.err(formatError(usage(`Unexpected ${options.wrap ? 'both --wrap and --eject' : 'neither --wrap nor --eject'}, expected one of them`)));
    return EXIT.usage;
  }
  const mode: SwizzleMode = options.wrap ? 'wrap' : 'eject';
  try {
    const file = await writeSwizzle({ siteDir: path.resolve(options.siteDir), component, mode, rootDir: locate().rootDir });
    print.out(`✓ wrote ${file} (${mode === 'wrap' ? `wraps @theme-original/${component.name}` : `a copy of the theme's ${component.name}`})`);
    print.out(`  It stands in for the theme's ${component.name} on every page; \`hexsite serve --watch\` shows each edit.`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof HexsiteError)) throw error;
    print.err(formatError(error, { debug: options.debug }));
    return EXIT.usage;
  }
}

function usage(reason: string): HexsiteError {
  return new HexsiteError(reason, {
    ruleId: 'swizzle-usage',
    hint: '--wrap renders the theme\'s component inside yours (safest across upgrades); --eject copies its source. `hexsite swizzle --list` names the components.',
  });
}
