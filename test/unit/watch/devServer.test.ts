import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../src/serve/eventStream.js';
import { startDevServer, type DevServer } from '../../../src/watch/devServer.js';

/** GET over loopback: status, headers, body. */
function get(port: number, target: string): Promise<{ status: number; type: string; etag: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), etag: String(response.headers.etag), body }));
      })
      .on('error', reject);
  });
}

/** Opens the event stream; `next()` resolves with each event as it arrives. */
function listen(port: number, target: string) {
  const received: string[] = [];
  const waiting: Array<(text: string) => void> = [];
  let buffer = '';
  let headers: http.IncomingHttpHeaders = {};
  const request = http.get({ host: '127.0.0.1', port, path: target }, (response) => {
    headers = response.headers;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!message.startsWith('event:')) continue;
        const resolve = waiting.shift();
        if (resolve) resolve(message);
        else received.push(message);
      }
    });
  });
  return {
    headers: () => headers,
    next: () => new Promise<string>((resolve) => (received.length ? resolve(received.shift()!) : waiting.push(resolve))),
    close: () => request.destroy(),
  };
}

describe('watch/devServer and serve/eventStream', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'hexsite-devserver-'));
  let server: DevServer;
  let state: StreamEvent | null = null;
  let shown = 0;

  beforeAll(async () => {
    mkdirSync(path.join(out, 'docs/intro'), { recursive: true });
    writeFileSync(path.join(out, 'docs/intro/index.html'), '<!DOCTYPE html><html><body><p>Intro</p></body></html>');
    writeFileSync(path.join(out, '404.html'), '<!DOCTYPE html><html><body><p>Not here</p></body></html>');
    writeFileSync(path.join(out, 'style.css'), 'body{}</body>');
    server = await startDevServer({ port: 0, host: '127.0.0.1', current: () => state, buildId: () => shown });
  });
  afterAll(async () => {
    await server.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('answers with a stand-in page that runs the client script until a build is served', async () => {
    const page = await get(server.port, '/site/docs/intro');
    expect(page.status).toBe(503);
    expect(page.body).toContain('<script src="/__hexsite/dev-client.js" defer></script>');
  });

  it('serves the output under its base path with the client script before </body>, in HTML only', async () => {
    shown = 1;
    server.serveOutput(out, '/site/');
    const page = await get(server.port, '/site/docs/intro');
    expect(page.status).toBe(200);
    expect(page.body).toBe('<!DOCTYPE html><html><body><p>Intro</p><script src="/site/__hexsite/dev-client.js" data-build="1" defer></script></body></html>');
    const missing = await get(server.port, '/site/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Not here</p><script src="/site/__hexsite/dev-client.js" data-build="1"');
    expect((await get(server.port, '/site/style.css')).body).toBe('body{}</body>');
  });

  it('names in each page the build shown when it was sent, and gives it a new ETag after each', async () => {
    const before = await get(server.port, '/site/docs/intro');
    shown = 2;
    const after = await get(server.port, '/site/docs/intro');
    expect(after.body).toContain('data-build="2"');
    expect(after.etag).not.toBe(before.etag);
    shown = 1;
  });

  it('serves the client script below any path', async () => {
    const script = await get(server.port, '/site/__hexsite/dev-client.js');
    expect(script.status).toBe(200);
    expect(script.type).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('var EVENTS_PATH = "__hexsite/events";');
    expect(script.body).toContain("new EventSource(base + EVENTS_PATH)");
    expect(() => new Function(script.body)).not.toThrow();
  });

  it('streams events to every open page, and the current state to a page that connects', async () => {
    const first = listen(server.port, '/site/__hexsite/events');
    const second = listen(server.port, '/__hexsite/events');
    await waitFor(() => server.events.clients === 2);
    expect(first.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    server.events.send({ type: 'built', data: { id: 1, changed: ['/site/docs/intro'] } });
    const expected = 'event: built\ndata: {"id":1,"changed":["/site/docs/intro"]}';
    // Each page that connects first hears which build it should show.
    for (const client of [first, second]) {
      expect(await client.next()).toBe('event: hello\ndata: {"id":1}');
      expect(await client.next()).toBe(expected);
    }
    state = { type: 'failed', data: { title: 'The build failed: 1 problem', problems: [{ place: 'docs/intro.md:3', message: 'line one\nline two' }] } };
    const late = listen(server.port, '/site/__hexsite/events');
    expect(await late.next()).toBe('event: hello\ndata: {"id":1}');
    expect(await late.next()).toBe('event: failed\ndata: {"title":"The build failed: 1 problem","problems":[{"place":"docs/intro.md:3","message":"line one\\nline two"}]}');
    for (const client of [first, second, late]) client.close();
    await waitFor(() => server.events.clients === 0);
    state = null;
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
