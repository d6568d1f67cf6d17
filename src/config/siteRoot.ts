import { lstatSync, realpathSync } from 'node:fs';
import os from 'node:os';
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
  /**
   * Real paths of the content folders the config names outside the site folder (`docs.path:
   * '../docs'`, as in a monorepo whose site is `website/`): read as the site folder is, and
   * nothing else beside them.
   */
  contentFolders?: string[];
}

/** The site root of an existing folder. */
export function openSiteRoot(dir: string): SiteRoot {
  const absolute = path.resolve(dir);
  return { dir: absolute, real: realpathSync(absolute) };
}

/** A content folder the config names: its key (`docs.path`) and the path as written (`'../docs'`). */
export interface NamedFolder {
  key: string;
  path: string;
}

/**
 * The site root that also reads the content folders the config names outside the site folder,
 * as Docusaurus reads `path: '../docs'`: only those whose path, as written, leads out of it (a
 * `docs` folder that is a link elsewhere stays refused) and that exist. A folder that holds the
 * site folder or the home folder is refused: it would open everything beside them.
 */
export function withContentFolders(site: SiteRoot, folders: NamedFolder[], configFile: string): SiteRoot {
  const outside = new Set<string>();
  for (const folder of folders) {
    const absolute = path.resolve(site.dir, folder.path);
    if (isInside(site.dir, absolute)) continue;
    let real: string;
    try {
      real = realpathSync(absolute);
    } catch {
      continue;
    }
    if (isInside(site.real, real)) continue;
    if (isInside(real, site.real) || isInside(real, realpathSync(os.homedir()))) {
      throw new HexsiteError(`Unexpected ${folder.key} \`${folder.path}\` that holds ${isInside(real, site.real) ? 'the site folder' : 'the home folder'}, expected a folder of content beside the site folder`, {
        file: configFile,
        ruleId: 'outside-site',
        hint: `Name the content folder itself, such as \`${folder.key.endsWith('blog.path') ? '../blog' : '../docs'}\`.`,
      });
    }
    outside.add(real);
  }
  return outside.size ? { ...site, contentFolders: [...outside].sort() } : site;
}

/** Whether the real path `real` lies in the site folder or in one of the content folders it reads. */
export function isInsideSite(site: SiteRoot, real: string): boolean {
  return isInside(site.real, real) || (site.contentFolders?.some((folder) => isInside(folder, real)) ?? false);
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
  if (isInsideSite(site, real)) return real;
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

/**
 * The error for a folder to read that lies outside the site: named as the symbolic link that
 * leads out when one of its path's components is one (`i18n` → `/elsewhere`), else as a folder
 * outside the site folder (a config path such as `i18n.path: '../translations'`).
 */
export function folderOutsideError(site: SiteRoot, folder: string, real: string): HexsiteError {
  const absolute = path.resolve(folder);
  const relative = path.relative(site.dir, absolute);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    const segments = relative.split(path.sep);
    for (let end = 1; end <= segments.length; end++) {
      const part = path.join(site.dir, ...segments.slice(0, end));
      if (lstatSync(part, { throwIfNoEntry: false })?.isSymbolicLink()) return linkOutsideError(site, part, realpathSync(part));
    }
  }
  const shown = siteRelative(site, absolute);
  const through = shown === real ? '' : ` (it resolves to \`${real}\`)`;
  return new HexsiteError(`Unexpected folder \`${shown}\` outside the site folder${through}, expected a folder inside \`${site.dir}\``, {
    file: shown,
    ruleId: 'outside-site',
    hint: hints.outsideSite,
  });
}

