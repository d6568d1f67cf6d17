import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/pipeline/build.js';
import { startStaticServer } from './staticServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin plus base path of the built Hexagon site, e.g. `http://127.0.0.1:4321/hexagon/`. */
    siteUrl: string;
    /** The same for the `minimal` fixture (announcement bar, tags, unlisted and draft docs). */
    fixtureUrl: string;
  }
}

/** Builds the Hexagon site (content/) into a temporary folder and serves it for every browser test. */
export default async function setup(project: TestProject) {
  const out = await mkdtemp(path.join(os.tmpdir(), 'hexsite-e2e-'));
  const result = await build({ siteDir: path.resolve(import.meta.dirname, '../../content'), outDir: out });
  const baseUrl = result.model.config.baseUrl;
  const server = await startStaticServer(out, baseUrl);
  project.provide('siteUrl', `http://127.0.0.1:${server.port}${baseUrl}`);
  const fixtureOut = await mkdtemp(path.join(os.tmpdir(), 'hexsite-e2e-fixture-'));
  const fixture = await build({ siteDir: path.resolve(import.meta.dirname, '../fixtures/minimal'), outDir: fixtureOut, cache: false });
  const fixtureServer = await startStaticServer(fixtureOut, fixture.model.config.baseUrl);
  project.provide('fixtureUrl', `http://127.0.0.1:${fixtureServer.port}${fixture.model.config.baseUrl}`);
  return async () => {
    await Promise.all([server.close(), fixtureServer.close()]);
    await Promise.all([rm(out, { recursive: true, force: true }), rm(fixtureOut, { recursive: true, force: true })]);
  };
}
