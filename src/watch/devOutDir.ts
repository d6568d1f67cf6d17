import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, realpathSync, type Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';

/**
 * Where `serve --watch` builds a site: `<tmp>/hexsite-dev-<hash of the site folder>/build`.
 * Not the writer's `build/`, which must stay as their last `hexsite build` left it (they may be
 * about to deploy it), and not below the site's `.hexsite/`, which a build refuses as an output
 * (every build replaces its whole output folder, and must never replace its own cache). The
 * name is stable per site, so a second `serve --watch` of the same site starts from the
 * output the first one left and re-renders only what changed in between. The name can be
 * guessed by anyone: see `claimDevFolder` before writing there.
 */
export function devOutDir(siteDir: string): string {
  let real = path.resolve(siteDir);
  try {
    real = realpathSync(real);
  } catch {
    // A site folder that does not exist yet fails in the build, with a clear message.
  }
  const id = createHash('sha1').update(real).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `hexsite-dev-${id}`, 'build');
}

/**
 * Makes the folder that holds a dev output (`hexsite-dev-<id>`, the parent of `devOutDir`) this
 * user's alone, or refuses it. Its name is predictable in a temporary folder every user may
 * write to: another user who made it first could put their own pages in it, whose scripts
 * would then run on the writer's `localhost` origin. So it is made `0700`; one already there is
 * used again (it holds the last output, which makes the next start faster) only when it is a
 * real folder of this user that no one else may write to, and is then made `0700` too.
 */
export function claimDevFolder(outDir: string): void {
  const folder = path.dirname(outDir);
  try {
    mkdirSync(folder, { mode: 0o700 });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Windows has no uid or mode bits to check, and gives each user a temporary folder of their own.
  if (!process.getuid) return;
  const stats = lstatSync(folder);
  const problem = unsafeBecause(stats, process.getuid());
  if (problem) {
    throw new HexsiteError(`Unexpected ${problem} at \`${folder}\`, expected a folder of this user only, for the output of \`serve --watch\``, {
      file: folder,
      ruleId: 'unsafe-dev-folder',
      hint: 'Someone could put their own pages there. Remove it if it is yours, or set TMPDIR to a folder of your own.',
      environment: true,
    });
  }
  // Left readable by the `serve --watch` of older versions: drafts are no one else's to read.
  if ((stats.mode & 0o077) !== 0) chmodSync(folder, 0o700);
}

/** Why a dev folder already there may not be used, in words; null when it is a folder of this user that only they may write to. */
function unsafeBecause(stats: Stats, uid: number): string | null {
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (!stats.isDirectory()) return 'a file';
  if (stats.uid !== uid) return `a folder of another user (uid ${stats.uid})`;
  if ((stats.mode & 0o022) !== 0) return `a folder others may write to (mode ${(stats.mode & 0o777).toString(8)})`;
  return null;
}
