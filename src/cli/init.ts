import { statSync, type Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { listStarter, readEntries, writeStarter } from '../init/writeStarter.js';
import { checkWriteTargets } from '../output/checkWriteTargets.js';
import { holdsHomeFolder, realPathOf } from '../util/realPathOf.js';
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
  const refused = refuseFolder(dir, shown, options.force ?? false);
  if (refused.length) {
    for (const error of refused) print.err(formatError(error));
    return EXIT.usage;
  }
  const files = listStarter();
  // Everything is checked before the first file is written: a link or a folder in the way stops the whole starter.
  const targets = checkWriteTargets(dir, files.map((file) => file.path), (file) => path.join(shown, file).split(path.sep).join('/'));
  if (targets.problems.length) {
    for (const error of targets.problems) print.err(formatError(error));
    print.err(`✗ wrote nothing into ${shown}/: ${targets.problems.length} ${targets.problems.length === 1 ? 'path is' : 'paths are'} in the way`);
    return EXIT.usage;
  }
  try {
    const written = await writeStarter({ dir, title: options.title ?? 'My Project' }, files);
    const replaced = targets.replaced.length ? `, replacing ${targets.replaced.length} of the same name` : '';
    print.out(`✓ wrote a starter site of ${written.length} files into ${shown}/${replaced}`);
    for (const file of targets.replaced) print.out(`  replaced ${file}`);
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

/**
 * Why the starter may not go into `dir`: a file there or above it, the home folder or a folder
 * holding it (which `build --out` refuses too), or files already there without --force.
 */
function refuseFolder(dir: string, shown: string, force: boolean): HexsiteError[] {
  const file = fileInTheWay(dir);
  if (file !== undefined) {
    const which = file === dir ? `\`${shown}\`` : `\`${path.relative(process.cwd(), file) || file}\`, above \`${shown}\`,`;
    return [
      new HexsiteError(`Unexpected file ${which} expected a folder to write the starter site into`, {
        ruleId: 'init-not-a-folder',
        hint: 'Name a new folder (`hexsite init my-site`) or an existing folder.',
      }),
    ];
  }
  if (holdsHomeFolder(dir)) {
    return [
      new HexsiteError(`Unexpected folder \`${shown}\`, which ${realPathOf(dir) === realPathOf(os.homedir()) ? 'is' : 'holds'} the home folder, expected a folder of its own for the site`, {
        ruleId: 'init-home-folder',
        hint: 'Name a new folder (`hexsite init my-site`): a starter written here would replace files of the home folder (package.json, .gitignore…).',
      }),
    ];
  }
  const entries = readEntries(dir);
  if (entries.length === 0 || force) return [];
  const listed = entries.slice(0, 5).join(', ') + (entries.length > 5 ? `, … (${entries.length} in all)` : '');
  return [
    new HexsiteError(`Unexpected files in ${shown}/ (${listed}), expected an empty or new folder`, {
      ruleId: 'folder-not-empty',
      hint: 'Name a new folder (`hexsite init my-site`), or add --force to write the starter over files of the same name.',
    }),
  ];
}

/** `dir`, or the nearest folder above it that exists, when that is not a folder (links followed). */
function fileInTheWay(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const stats = statOrNull(current);
    if (stats) return stats.isDirectory() ? undefined : current;
    if (path.dirname(current) === current) return undefined;
  }
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch (error) {
    // Not there, or below a file (ENOTDIR): the folders above say which.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}
