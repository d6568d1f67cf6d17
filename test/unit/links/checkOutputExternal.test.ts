import http from 'node:http';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkExternalUrls } from '../../../src/checkOutput/checkExternalUrls.js';
import { checkOutput } from '../../../src/checkOutput/checkOutput.js';
import { readOutputManifest } from '../../../src/serve/readOutputManifest.js';

/** A local "other site": every request is logged; the path says how to answer. */
let server: http.Server;
let origin: string;
let log: string[] = [];
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    log.push(`${request.method} ${request.url}`);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.on('close', () => inFlight--);
    const url = request.url ?? '';
    if (url.startsWith('/slow')) return; // never answers
    const answer = (status: number, headers: Record<string, string> = {}) => setTimeout(() => response.writeHead(status, headers).end(request.method === 'GET' ? 'body' : undefined), 20);
    if (url.startsWith('/ok')) return answer(200);
    if (url === '/no-head') return answer(request.method === 'HEAD' ? 405 : 200);
    if (url === '/moved') return answer(301, { location: '/ok' });
    answer(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  log = [];
  mostInFlight = 0;
});

describe('checkOutput/checkExternalUrls', () => {
  it('asks HEAD, then GET when HEAD is refused; follows redirects; reports statuses and timeouts', async () => {
    const results = await checkExternalUrls([`${origin}/ok`, `${origin}/no-head`, `${origin}/missing`, `${origin}/moved`, `${origin}/slow`], { timeoutMs: 500, hostIntervalMs: 0 });
    expect(Object.fromEntries(results)).toEqual({
      [`${origin}/ok`]: { ok: true, status: 200 },
      [`${origin}/no-head`]: { ok: true, status: 200 },
      [`${origin}/missing`]: { ok: false, status: 404 },
      [`${origin}/moved`]: { ok: true, status: 200 },
      [`${origin}/slow`]: { ok: false, error: 'timed out after 0.5 s' },
    });
    expect(log.filter((line) => line.endsWith('/no-head'))).toEqual(['HEAD /no-head', 'GET /no-head']);
    expect(log.filter((line) => line.endsWith('/slow'))).toEqual(['HEAD /slow']);
  });

  it('keeps to the per-host limit and spaces requests to one host', async () => {
    const urls = Array.from({ length: 8 }, (_, i) => `${origin}/ok/${i}`);
    const started = performance.now();
    await checkExternalUrls(urls, { concurrency: 8, perHost: 2, hostIntervalMs: 30 });
    expect(mostInFlight).toBeLessThanOrEqual(2);
    expect(log).toHaveLength(8);
    // Eight starts 30 ms apart at the least.
    expect(performance.now() - started).toBeGreaterThanOrEqual(7 * 30 - 5);
  });

  it('remembers working URLs in the cache file until they expire, and asks failed ones again', async () => {
    const cacheFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'hexsite-external-')), 'nested/external-links.json');
    let now = 1_000_000;
    const options = { cacheFile, maxAgeMs: 60_000, hostIntervalMs: 0, now: () => now };
    await checkExternalUrls([`${origin}/ok`, `${origin}/missing`], options);
    expect(JSON.parse(await readFile(cacheFile, 'utf8'))).toEqual({ version: 1, ok: { [`${origin}/ok`]: 1_000_000 } });
    log = [];
    now += 30_000;
    const again = await checkExternalUrls([`${origin}/ok`, `${origin}/missing`], options);
    expect(again.get(`${origin}/ok`)).toEqual({ ok: true, cached: true });
    expect(log).toEqual(['HEAD /missing', 'GET /missing']);
    log = [];
    now += 60_000;
    await checkExternalUrls([`${origin}/ok`], options);
    expect(log).toEqual(['HEAD /ok']);
  });
});

describe('checkOutput with external URLs', () => {
  it('reports a broken external link on each page that holds it, once per URL asked', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hexsite-output-'));
    await mkdir(path.join(dir, '__hexsite'));
    await writeFile(path.join(dir, '__hexsite/routes.json'), JSON.stringify({ '/': { kind: 'reactPage' }, '/404.html': { kind: 'notFound' } }));
    const html = `<a href="${origin}/missing">gone</a><a href="${origin}/ok">fine</a>`;
    await writeFile(path.join(dir, 'index.html'), html);
    await writeFile(path.join(dir, '404.html'), html);
    const manifest = await readOutputManifest(dir);
    const result = await checkOutput({ manifest, host: 'example.com', external: { hostIntervalMs: 0, cacheFile: null } });
    expect(result.stats.external).toBe(2);
    expect(result.problems.map((problem) => `${problem.page} ${problem.ruleId} ${problem.reason}`)).toEqual([
      `404.html broken-external-link Unexpected status 404 from \`${origin}/missing\`, expected a working page (asked with HEAD, then GET)`,
      `index.html broken-external-link Unexpected status 404 from \`${origin}/missing\`, expected a working page (asked with HEAD, then GET)`,
    ]);
    expect(log.filter((line) => line.endsWith('/missing'))).toEqual(['HEAD /missing', 'GET /missing']);
    // Without the option, nothing leaves the machine.
    log = [];
    expect((await checkOutput({ manifest, host: 'example.com' })).problems).toEqual([]);
    expect(log).toEqual([]);
  });
});
