import path from 'node:path';
import { build } from '../build/build.js';
import { formatError, isUserError } from '../errors/formatError.js';

/** `hexsite build`: builds, prints warnings and a one-line summary; returns the exit code. */
export async function runBuild(options: { siteDir: string; outDir?: string; includeDrafts?: boolean; debug?: boolean; cache?: boolean }): Promise<number> {
  try {
    const result = await build({
      siteDir: options.siteDir,
      outDir: options.outDir,
      includeDrafts: options.includeDrafts,
      cache: options.cache,
      log: (line) => console.log(line),
    });
    for (const warning of result.warnings) console.warn(`warning: ${formatError(warning, { debug: options.debug })}`);
    const seconds = (result.stats.milliseconds / 1000).toFixed(2);
    const where = path.relative(process.cwd(), result.outDir ?? '') || '.';
    console.log(`✓ built ${result.stats.pages} pages in ${seconds} s → ${where}/ (${formatBytes(result.stats.bytes)})`);
    return 0;
  } catch (error) {
    console.error(formatError(error, { debug: options.debug }));
    if (isUserError(error)) console.error('✗ build failed; the previous output was left untouched');
    return 1;
  }
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
