import { realpathSync } from 'node:fs';
import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';
import { hints } from '../errors/hints.js';
import { isInside } from '../util/isInside.js';
import { relativePosix } from '../util/posixPath.js';

/**
 * The site folder: the boundary no read may cross. Every file hexsite reads is checked by its
 * real path against `real`, so neither `..` nor a symbolic link can bring in a file from
 * elsewhere on the machine (a CI build of an untrusted change must not publish its secrets).
 */
export interface SiteRoot {
  /** The site folder as given, absolute: messages name files relative to it. */
  dir: string;
  /** Its real path, symbolic links resolved. */
  real: string;
}

/** The site root of an existing folder. */
export function openSiteRoot(dir: string): SiteRoot {
  const absolute = path.resolve(dir);
  return { dir: absolute, real: realpathSync(absolute) };
}

/** A path for messages: relative to the site folder when inside it, else absolute. */
export function siteRelative(site: SiteRoot, absolute: string): string {
  const relative = relativePosix(site.dir, absolute);
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
}

/**
 * The real path of `absolute` when it lies inside the site folder, else an error naming
 * `place` (the file and line that referred to it). Missing files resolve to null.
 */
export function resolveInside(site: SiteRoot, absolute: string, place: { file?: string; line?: number; column?: number; what: string }): string | null {
  let real: string;
  try {
    real = realpathSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  if (isInside(site.real, real)) return real;
  const shown = siteRelative(site, absolute);
  const through = shown === real ? '' : ` (it resolves to \`${real}\`)`;
  throw new HexsiteError(`Unexpected ${place.what} \`${shown}\` outside the site folder${through}, expected a file inside \`${site.dir}\``, {
    file: place.file,
    line: place.line,
    column: place.column,
    ruleId: 'outside-site',
    hint: hints.outsideSite,
  });
}

/** The error for a symbolic link found while scanning whose target lies outside the site. */
export function linkOutsideError(site: SiteRoot, shown: string, real: string): HexsiteError {
  const file = siteRelative(site, shown);
  return new HexsiteError(`Unexpected symbolic link \`${file}\` to \`${real}\`, expected a target inside the site folder`, {
    file,
    ruleId: 'outside-site',
    hint: hints.outsideSite,
  });
}
