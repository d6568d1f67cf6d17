import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';
import { startStaticServer } from './staticServer.js';

/** A copy of a fixture site in a new temporary folder (`<temp>/site`), its caches left behind so that none land in the repository. */
export async function copyFixture(fixture: string): Promise<{ temp: string; siteDir: string }> {
  const temp = await mkdtemp(path.join(os.tmpdir(), `hexsite-${fixture}-`));
  const siteDir = path.join(temp, 'site');
  await cp(path.resolve(import.meta.dirname, '../fixtures', fixture), siteDir, { recursive: true, filter: (source) => !source.includes('.hexsite') });
  return { temp, siteDir };
}

/** Builds a copy of a fixture site and serves its output at the root: its URL, the output folder, and how to stop and clean up. */
export async function serveBuiltFixture(fixture: string): Promise<{ url: string; outDir: string; close: () => Promise<void> }> {
  const { temp, siteDir } = await copyFixture(fixture);
  const outDir = path.join(temp, 'out');
  await build({ siteDir, outDir });
  const server = await startStaticServer(outDir, '/');
  return {
    url: `http://127.0.0.1:${server.port}/`,
    outDir,
    close: async () => {
      await server.close();
      await rm(temp, { recursive: true, force: true });
    },
  };
}
