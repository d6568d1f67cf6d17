import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCheckedFile } from '../output/checkWriteTargets.js';

/** What `writeStarter` is asked to write. */
export interface StarterOptions {
  /** The folder to write into; made when missing. */
  dir: string;
  /** The site's title, written into the config in place of the template's. */
  title: string;
}

/** The template's own title: `title` replaces it in the config. */
const TEMPLATE_TITLE = 'My Project';

/**
 * Files whose names npm leaves out of or renames in a package, kept in the template without
 * their dot and given it back here.
 */
const RENAMED: Record<string, string> = { gitignore: '.gitignore', github: '.github' };

/** The starter site, `templates/init/` of the package: dist/ and src/init/ lie one and two levels below the root. */
export function templateDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 3; up++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'templates', 'init');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`Internal error: the starter template (templates/init) is missing beside ${fileURLToPath(import.meta.url)}`);
}

/** The entries of `dir` that make it not empty; a missing folder has none. */
export function readEntries(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** One file of the starter: where it goes, relative to the site folder (posix), and what it is made from. */
export interface StarterFile {
  path: string;
  /** The template file copied; absent for the package.json, which is made. */
  from?: string;
}

/** The files of the starter, in the order they are written, package.json last. */
export function listStarter(): StarterFile[] {
  const source = templateDir();
  const files: StarterFile[] = [];
  const list = (from: string, to: string[]) => {
    for (const entry of readdirSync(from, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const name = from === source ? (RENAMED[entry.name] ?? entry.name) : entry.name;
      if (entry.isDirectory()) list(path.join(from, entry.name), [...to, name]);
      else files.push({ path: [...to, name].join('/'), from: path.join(from, entry.name) });
    }
  };
  list(source, []);
  files.push({ path: 'package.json' });
  return files;
}

/**
 * Writes the starter's files into `options.dir` (made when missing), each as listed: the files
 * of the template, the config with the site's title, and package.json. Overwrites files of the
 * same name; the caller has checked the paths (`checkWriteTargets`), and no file is written
 * through a link made since. Returns the files written, relative to the folder.
 */
export async function writeStarter(options: StarterOptions, files: StarterFile[] = listStarter()): Promise<string[]> {
  // The package root holds templates/; its package.json names the version running.
  const { version } = JSON.parse(await readFile(path.join(templateDir(), '..', '..', 'package.json'), 'utf8')) as { version: string };
  for (const file of files) {
    const target = path.join(options.dir, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const contents = !file.from
      ? createPackageJson(options.dir, version)
      : file.path === 'hexsite.config.ts'
        ? createConfig(await readFile(file.from, 'utf8'), options.title)
        : await readFile(file.from);
    await writeCheckedFile(target, contents);
  }
  return files.map((file) => file.path);
}

/** The template's config with `title` as the site's and the navbar's title. */
export function createConfig(template: string, title: string): string {
  const quoted = `'${title.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return template.replaceAll(`title: '${TEMPLATE_TITLE}'`, () => `title: ${quoted}`);
}

/** The new site's package.json: its scripts, and this version of hexsite as its dependency. */
export function createPackageJson(dir: string, version: string): string {
  const name =
    path
      .basename(path.resolve(dir))
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+|-+$/g, '') || 'my-site';
  const pkg = {
    name,
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: {
      dev: 'hexsite serve --watch',
      build: 'hexsite build',
      serve: 'hexsite serve',
      'check-links': 'hexsite check-links --site .',
      typecheck: 'tsc',
    },
    dependencies: { hexsite: `^${version}` },
    devDependencies: { '@types/react': '^18.3.0', typescript: '^5.9.0' },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}
