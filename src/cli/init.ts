import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { readEntries, writeStarter } from '../init/writeStarter.js';
import { terminal, type Printer } from './build.js';
import { EXIT, type ExitCode } from './exitCodes.js';

/** What `hexsite init` was asked. */
export interface InitCommand {
  /** The folder to write the site into (default `.`). */
  dir: string;
  /** The site's title; default "My Project". */
  title?: string;
  /** Write into a folder that holds files already, replacing files of the same name. */
  force?: boolean;
  debug?: boolean;
}

/**
 * `hexsite init [dir]`: writes a starter site (home page, docs, blog, config, CI workflow)
 * into an empty or new folder, and says what to run next. Asks nothing.
 */
export async function runInit(options: InitCommand, print: Printer = terminal): Promise<ExitCode> {
  const dir = path.resolve(options.dir);
  const shown = path.isAbsolute(options.dir) ? dir : path.relative(process.cwd(), dir) || '.';
  const entries = readEntries(dir);
  if (entries.length > 0 && !options.force) {
    const listed = entries.slice(0, 5).join(', ') + (entries.length > 5 ? `, … (${entries.length} in all)` : '');
    const error = new HexsiteError(`Unexpected files in ${shown}/ (${listed}), expected an empty or new folder`, {
      ruleId: 'folder-not-empty',
      hint: 'Name a new folder (`hexsite init my-site`), or add --force to write the starter over files of the same name.',
    });
    print.err(formatError(error));
    return EXIT.usage;
  }
  try {
    const written = await writeStarter({ dir, title: options.title ?? 'My Project' });
    print.out(`✓ wrote a starter site of ${written.length} files into ${shown}/`);
    print.out('');
    print.out('Next:');
    if (shown !== '.') print.out(`  cd ${shown.includes(' ') ? JSON.stringify(shown) : shown}`);
    print.out('  npm install');
    print.out('  npm run dev        # serves the site and updates it as you edit');
    return EXIT.ok;
  } catch (caught) {
    const error = fromSystemError(caught, dir);
    if (!error) throw caught;
    print.err(formatError(error, { debug: options.debug }));
    return EXIT.environment;
  }
}
