import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

// hexsite as a user gets it: `npm pack` of a copy of the repository's files (not its dist/ or
// build/), installed into an empty project without the network, then `hexsite init`, build,
// check-links, serve, and a type check of the new site's config against the shipped types.
const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-package-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function run(command: string, args: string[], options: SpawnSyncOptions & { cwd: string }) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 180_000, ...options });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${output}`);
  return { output, stdout: String(result.stdout) };
}

/** A copy of the files git would check out (tracked, and new ones not ignored), sharing node_modules. */
function copyCheckout(to: string): void {
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(repoRoot, file))) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(to, file));
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * The lock file of a project that depends on the tarball: hexsite's runtime dependencies as
 * hexsite's own lock file pins them. npm then installs from the cache `npm ci` filled, by
 * integrity, without asking the registry what versions exist.
 */
function writeProject(dir: string, tarball: string): void {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const find = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (lock.packages[key]) return key;
      if (!dir) return undefined;
    }
  };
  const packages: Record<string, LockEntry> = {};
  const queue = Object.keys(pkg.dependencies).map((name) => find('', name)!);
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (packages[key]) continue;
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = lock.packages[key];
    packages[key] = entry;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = find(key, name);
      if (found) queue.push(found);
    }
  }
  const spec = `file:${tarball}`;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'project', version: '1.0.0', private: true, dependencies: { hexsite: spec } }));
  const root = { name: 'project', version: '1.0.0', dependencies: { hexsite: spec } };
  const hexsite = { version: pkg.version, resolved: spec, license: pkg.license, dependencies: pkg.dependencies, bin: pkg.bin, engines: pkg.engines };
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ name: 'project', version: '1.0.0', lockfileVersion: 3, requires: true, packages: { '': root, 'node_modules/hexsite': hexsite, ...packages } }));
}

/** Serves `outDir` with the installed hexsite and returns the text of each path. */
async function fetchServed(bin: string, cwd: string, paths: string[]): Promise<{ status: number; text: string }[]> {
  const server = spawn(bin, ['serve', 'build', '--port', '0'], { cwd });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      server.stdout.on('data', (chunk) => {
        seen += chunk;
        const match = /serving .* at (http:\/\/\S+)/.exec(seen);
        if (match) resolve(match[1]);
      });
      server.once('exit', (code) => reject(new Error(`hexsite serve exited ${code}: ${seen}`)));
    });
    return await Promise.all(paths.map(async (one) => {
      const response = await fetch(new URL(one.replace(/^\//, ''), url));
      return { status: response.status, text: await response.text() };
    }));
  } finally {
    server.kill();
  }
}

describe('package', () => {
  it('packs, installs offline, and runs init, build, check-links and serve; the config type-checks against the shipped types', async () => {
    const checkout = path.join(temp, 'hexsite');
    copyCheckout(checkout);
    const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', temp], { cwd: checkout }).stdout.replace(/^[\s\S]*?\n(?=\[\n)/, '')) as { filename: string; files: { path: string }[] }[];
    const files = packed[0].files.map((file) => file.path);
    expect(files).toEqual(expect.arrayContaining(['bin/hexsite.js', 'dist/cli.cjs', 'dist/cli.cjs.cache', 'dist/index.js', 'dist/client/manifest.json', 'dist/types/index.d.ts', 'templates/init/hexsite.config.ts']));
    // The theme's sources, for the builds of a site that overrides components.
    expect(files).toEqual(expect.arrayContaining(['theme/client/entry.tsx', 'theme/components/Footer.tsx', 'theme/modules.d.ts', 'templates/index.tsx']));
    expect(files.filter((file) => /^(src|test|content)\/|\.map$|^theme\/tsconfig/.test(file))).toEqual([]);
    // Nothing names the folder it was packed in, nor a source map it leaves out (test/unit/packedFiles.test.ts
    // reads dist/ the same way). The bundles' comments name the shared node_modules by a path from it: not that folder.
    const texts = files.map((file) => [file, readFileSync(path.join(checkout, file)).toString('latin1')] as const);
    expect(texts.filter(([, text]) => text.includes(checkout)).map(([file]) => file)).toEqual([]);
    expect(texts.filter(([file, text]) => /[#@] sourceMappingURL=(?!data:)/.test(text) && !files.includes(`${file}.map`)).map(([file]) => file)).toEqual([]);

    const project = path.join(temp, 'project');
    mkdirSync(project);
    writeProject(project, path.join(temp, packed[0].filename));
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', path.join(temp, packed[0].filename)], { cwd: project });

    const hexsite = path.join(project, 'node_modules/.bin/hexsite');
    expect(run(hexsite, ['init', 'site', '--title', 'Packaged Docs'], { cwd: project }).output).toContain('✓ wrote a starter site');
    const site = path.join(project, 'site');
    expect(run(hexsite, ['build'], { cwd: site }).output).toMatch(/✓ built \d+ pages/);
    expect(run(hexsite, ['check-links', '--site', '.'], { cwd: site }).output).toMatch(/✓ checked \d+ pages/);
    const [home, doc] = await fetchServed(hexsite, site, ['/', '/docs/intro/']);
    expect(home.status).toBe(200);
    expect(home.text).toContain('Packaged Docs');
    expect(doc.status).toBe(200);
    expect(doc.text).toContain('Introduction');

    // An override builds the site's own theme from the shipped sources, React still one copy.
    expect(run(hexsite, ['swizzle', 'Footer', '--wrap'], { cwd: site }).output).toContain('✓ wrote src/theme/Footer.tsx');
    const wrapper = path.join(site, 'src/theme/Footer.tsx');
    writeFileSync(wrapper, readFileSync(wrapper, 'utf8').replace('<Footer {...props} />', '<Footer {...props} />\n      <p className="packaged-note">Packaged override</p>'));
    expect(run(hexsite, ['build'], { cwd: site }).output).toContain("✓ built the theme with the site's Footer");
    const [overridden] = await fetchServed(hexsite, site, ['/docs/intro/']);
    expect(overridden.text).toContain('<p class="packaged-note">Packaged override</p>');

    // The site's own tsconfig would also check pages/, which needs @types/react, installed by
    // the site's `npm install`; the config and sidebars need only hexsite's declarations.
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    const options = ['--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--listFiles'];
    const listed = run(process.execPath, [tsc, ...options, 'hexsite.config.ts', 'sidebars.ts'], { cwd: site }).stdout;
    const declarations = listed.split('\n').filter((file) => file.includes('/node_modules/hexsite/'));
    expect(declarations.map((file) => file.replace(/.*\/node_modules\/hexsite\//, '')).sort()).toEqual([
      'dist/types/errors/HexsiteError.d.ts',
      'dist/types/index.d.ts',
      'dist/types/site/sidebars/types.d.ts',
    ]);
    writeFileSync(path.join(site, 'wrong.config.ts'), "import { defineConfig } from 'hexsite';\nexport default defineConfig({ title: 'x', url: 'https://example.com', baseUrl: 3 });\n");
    expect(() => run(process.execPath, [tsc, ...options, 'wrong.config.ts'], { cwd: site })).toThrow(/wrong\.config\.ts\(2,\d+\): error TS2322/);
  }, 300_000);
});
