import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
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
  /**
   * Of a Docusaurus site: the real path of its repository, whose files its code (the config,
   * sidebars, pages, components, MDX imports) may import, as Docusaurus's do (`../errors.json`,
   * a workspace package). Only modules: content, static files and assets keep to the site's own
   * folders, so that a build publishes no other file. See `withRepository`.
   */
  repository?: string;
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

/** Whether the real path `real` is a module the site's code may import: in its folders, or in its repository. */
export function isReadableModule(site: SiteRoot, real: string): boolean {
  return isInsideSite(site, real) || (site.repository !== undefined && isInside(site.repository, real));
}

/**
 * The site root with its repository (`SiteRoot.repository`): the nearest folder holding the site
 * folder that has a `.git`, or is a workspace root (a package.json with `workspaces`, or a
 * pnpm-workspace.yaml); failing those (a copy of the site outside its checkout), the folder
 * holding the site folder and the content folders its config names (`../docs` makes it the
 * parent). Never the home folder or the root of the file system, which would open everything.
 */
export function withRepository(site: SiteRoot): SiteRoot {
  const repository = markedRoot(site.real) ?? commonFolder([site.real, ...(site.contentFolders ?? [])]);
  return repository === site.real ? site : { ...site, repository };
}

/** The nearest folder at or above `dir` that is a checkout's or a workspace's root; undefined when it is the home folder or none is. */
function markedRoot(dir: string): string | undefined {
  const home = realpathSync(os.homedir());
  for (let folder = dir; ; folder = path.dirname(folder)) {
    if (isRepositoryRoot(folder)) return folder === home || path.dirname(folder) === folder ? undefined : folder;
    if (path.dirname(folder) === folder) return undefined;
  }
}

function isRepositoryRoot(folder: string): boolean {
  if (existsSync(path.join(folder, '.git')) || existsSync(path.join(folder, 'pnpm-workspace.yaml'))) return true;
  const manifest = path.join(folder, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces !== undefined;
  } catch {
    return false;
  }
}

/** The deepest folder holding every one of `folders` (real paths). */
function commonFolder(folders: string[]): string {
  let common = folders[0];
  while (!folders.every((folder) => isInside(common, folder))) common = path.dirname(common);
  return common;
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

