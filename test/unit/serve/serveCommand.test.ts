import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PORT, startServe } from '../../../src/cli/serve.js';
import type { StaticServer } from '../../../src/serve/createStaticServer.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'hexsite-serve-cli-'));
const outDir = path.join(temp, 'build');
mkdirSync(path.join(outDir, '__hexsite'), { recursive: true });
writeFileSync(path.join(outDir, '__hexsite/routes.json'), JSON.stringify({ '/hexagon/': { kind: 'reactPage' }, '/hexagon/404.html': { kind: 'notFound' } }));
writeFileSync(path.join(outDir, 'index.html'), '<h1>Home</h1>');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Runs `startServe`, keeping what it printed and the URLs it asked to open. */
async function serve(options: Partial<Parameters<typeof startServe>[0]>) {
  const out: string[] = [];
  const err: string[] = [];
  const opened: string[] = [];
  const started = await startServe({ outDir, host: '127.0.0.1', port: 0, ...options }, { out: (line) => out.push(line), err: (line) => err.push(line) }, async (url) => {
    opened.push(url);
    return null;
  });
  return { started, out, err, opened };
}

async function stop(started: StaticServer | number) {
  if (typeof started !== 'number') await started.close();
}

describe('cli/serve', () => {
  it('prints the URL under the base path, found in the output, and serves there', async () => {
    const { started, out, err, opened } = await serve({});
    expect(typeof started).toBe('object');
    const port = (started as StaticServer).port;
    expect(out[0]).toMatch(new RegExp(`^✓ serving .*build/ at http://127\\.0\\.0\\.1:${port}/hexagon/$`));
    expect(err).toEqual([]);
    expect(opened).toEqual([]);
    const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/hexagon/');
    expect(await (await fetch(`http://127.0.0.1:${port}/hexagon/`)).text()).toBe('<h1>Home</h1>');
    await stop(started);
  });

  it('opens the browser on the URL with --open', async () => {
    const { started, out, opened } = await serve({ open: true });
    expect(opened).toEqual([out[0].split(' at ')[1]]);
    await stop(started);
  });

  it('warns when listening on every interface', async () => {
    const { started, err, out } = await serve({ host: '0.0.0.0' });
    expect(err.join('\n')).toContain('warning: listening on every network interface (0.0.0.0)');
    expect(out[0]).toContain('http://localhost:');
    await stop(started);
  });

  it('says so when the usual port is taken and the next one is used; fails on a port asked for', async () => {
    const first = await serve({ port: 0 });
    const taken = (first.started as StaticServer).port;
    const explicit = await serve({ port: taken });
    expect(explicit.started).toBe(3);
    expect(explicit.err.join('\n')).toContain(`Unexpected port ${taken} in use on 127.0.0.1`);
    await stop(first.started);
    // Hold the usual port (unless another program on this machine holds it already).
    const holder = http.createServer();
    await new Promise<void>((resolve) => holder.once('error', () => resolve()).listen(DEFAULT_PORT, '127.0.0.1', resolve));
    const fallback = await serve({ port: undefined });
    const port = (fallback.started as StaticServer).port;
    expect(port).toBeGreaterThan(DEFAULT_PORT);
    expect(fallback.err).toContain(`! port ${DEFAULT_PORT} is in use: serving on port ${port} instead`);
    await stop(fallback.started);
    holder.close();
  });

  it('exits 2 naming the folder when it is no build output', async () => {
    const { started, err } = await serve({ outDir: temp });
    expect(started).toBe(2);
    expect(err.join('\n')).toContain('without `__hexsite/routes.json`, expected the output of `hexsite build`');
  });
});
