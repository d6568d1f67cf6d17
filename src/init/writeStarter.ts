import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * Copies the starter into `options.dir` and writes its package.json: the written files,
 * relative to the folder, in the order written. Overwrites files of the same name.
 */
export async function writeStarter(options: StarterOptions): Promise<string[]> {
  const source = templateDir();
  const written: string[] = [];
  const copy = async (from: string, to: string) => {
    for (const entry of (await readdir(from, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const name = from === source ? (RENAMED[entry.name] ?? entry.name) : entry.name;
      const target = path.join(to, name);
      if (entry.isDirectory()) {
        await mkdir(target, { recursive: true });
        await copy(path.join(from, entry.name), target);
      } else if (entry.name === 'hexsite.config.ts') {
        await writeFile(target, createConfig(await readFile(path.join(from, entry.name), 'utf8'), options.title));
        written.push(path.relative(options.dir, target));
      } else {
        await copyFile(path.join(from, entry.name), target);
        written.push(path.relative(options.dir, target));
      }
    }
  };
  await mkdir(options.dir, { recursive: true });
  await copy(source, options.dir);
  // The package root holds templates/; its package.json names the version running.
  const { version } = JSON.parse(await readFile(path.join(source, '..', '..', 'package.json'), 'utf8')) as { version: string };
  await writeFile(path.join(options.dir, 'package.json'), createPackageJson(options.dir, version));
  written.push('package.json');
  return written.map((file) => file.split(path.sep).join('/'));
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
