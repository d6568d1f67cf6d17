import http from 'node:http';
import { mkdir, mkdtemp, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, type StaticServer } from '../../../src/serve/createStaticServer.js';

let server: StaticServer;
let root: string;

/** A request with the path sent exactly as written: no client normalises `..` or `\` away. */
function request(rawPath: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, path: rawPath, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'hexsite-serve-'));
  root = path.join(temp, 'build');
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'docs/intro/index.html': '<h1>Intro</h1>',
    'old.html': '<h1>Old</h1>',
    'assets/js/main.U2JLXUMA.js': 'console.log(1)',
    'assets/css/styles.I5ZKJSLD.css': 'body{}',
    'img/logo.svg': '<svg/>',
    'data.json': '{}',
    'font.woff2': 'wOF2',
    'archive.unknownext': 'bytes',
    'digits.txt': '0123456789',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  await utimes(path.join(root, 'index.html'), new Date('2025-01-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'));
  await writeFile(path.join(temp, 'secret.txt'), 'SECRET');
  await symlink(path.join(temp, 'secret.txt'), path.join(root, 'leak.txt'));
  await symlink(temp, path.join(root, 'parent'));
  await symlink(path.join(root, 'old.html'), path.join(root, 'alias.html'));
  server = await createStaticServer({ root, baseUrl: '/site/', port: 0, host: '127.0.0.1' });
});

afterAll(() => server?.close());

describe('serve/staticHandler', () => {
  it('redirects / and the bare base path to the base path, keeping the query', async () => {
    expect(await request('/')).toMatchObject({ status: 302, headers: { location: '/site/' } });
    expect(await request('/site?x=1')).toMatchObject({ status: 302, headers: { location: '/site/?x=1' } });
  });

  it('answers folder indexes, with or without a trailing slash, and the .html fallback', async () => {
    expect(await request('/site/')).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
    expect(await request('/site/docs/intro')).toMatchObject({ status: 200, body: '<h1>Intro</h1>' });
    expect(await request('/site/docs/intro/')).toMatchObject({ status: 200, body: '<h1>Intro</h1>' });
    expect(await request('/site/old')).toMatchObject({ status: 200, body: '<h1>Old</h1>' });
    expect(await request('/site/alias.html')).toMatchObject({ status: 200, body: '<h1>Old</h1>' });
  });

  it('answers unknown paths, and paths outside the base, with 404.html and status 404', async () => {
    for (const url of ['/site/nope', '/site/docs/intro/nope', '/elsewhere/']) {
      expect(await request(url), url).toMatchObject({ status: 404, body: '<h1>Page Not Found</h1>', headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
  });

  it('sends each file with its content type', async () => {
    const types: Record<string, string> = {
      '/site/': 'text/html; charset=utf-8',
      '/site/assets/js/main.U2JLXUMA.js': 'text/javascript; charset=utf-8',
      '/site/assets/css/styles.I5ZKJSLD.css': 'text/css; charset=utf-8',
      '/site/img/logo.svg': 'image/svg+xml',
      '/site/data.json': 'application/json; charset=utf-8',
      '/site/font.woff2': 'font/woff2',
      '/site/archive.unknownext': 'application/octet-stream',
    };
    for (const [url, type] of Object.entries(types)) expect((await request(url)).headers['content-type'], url).toBe(type);
  });

  it('lets hashed assets be cached for good, and makes HTML revalidate with ETag and Last-Modified', async () => {
    expect((await request('/site/assets/js/main.U2JLXUMA.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request('/site/img/logo.svg')).headers['cache-control']).toBe('no-cache');
    const page = await request('/site/');
    expect(page.headers).toMatchObject({ 'cache-control': 'no-cache', 'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT' });
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^".+"$/);
    expect(await request('/site/', { headers: { 'if-none-match': etag } })).toMatchObject({ status: 304, body: '' });
    expect(await request('/site/', { headers: { 'if-none-match': `W/${etag}, "other"` } })).toMatchObject({ status: 304 });
    expect(await request('/site/', { headers: { 'if-modified-since': 'Wed, 01 Jan 2025 00:00:00 GMT' } })).toMatchObject({ status: 304 });
    expect(await request('/site/', { headers: { 'if-modified-since': 'Tue, 31 Dec 2024 23:59:59 GMT' } })).toMatchObject({ status: 200 });
    expect(await request('/site/', { headers: { 'if-none-match': '"stale"', 'if-modified-since': 'Wed, 01 Jan 2025 00:00:00 GMT' } })).toMatchObject({ status: 200 });
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await request('/site/docs/intro', { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: '', headers: { 'content-length': '14', 'content-type': 'text/html; charset=utf-8' } });
    expect(await request('/site/nope', { method: 'HEAD' })).toMatchObject({ status: 404, body: '' });
    expect(await request('/site/', { method: 'POST' })).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });

  it('answers a byte range with 206, a range past the end with 416, and a stale If-Range with the whole file', async () => {
    expect(await request('/site/digits.txt', { headers: { range: 'bytes=2-4' } })).toMatchObject({ status: 206, body: '234', headers: { 'content-range': 'bytes 2-4/10', 'accept-ranges': 'bytes' } });
    expect(await request('/site/digits.txt', { headers: { range: 'bytes=7-' } })).toMatchObject({ status: 206, body: '789' });
    expect(await request('/site/digits.txt', { headers: { range: 'bytes=-2' } })).toMatchObject({ status: 206, body: '89' });
    expect(await request('/site/digits.txt', { headers: { range: 'bytes=8-100' } })).toMatchObject({ status: 206, body: '89', headers: { 'content-range': 'bytes 8-9/10' } });
    expect(await request('/site/digits.txt', { headers: { range: 'bytes=10-' } })).toMatchObject({ status: 416, headers: { 'content-range': 'bytes */10' } });
    expect(await request('/site/digits.txt', { headers: { range: 'bytes=0-1,4-5' } })).toMatchObject({ status: 200, body: '0123456789' });
    expect(await request('/site/digits.txt', { headers: { range: 'bytes=0-1', 'if-range': '"old"' } })).toMatchObject({ status: 200, body: '0123456789' });
  });

  it('reaches nothing outside the folder: encoded `..`, backslashes, NUL bytes, symbolic links out', async () => {
    const attempts = [
      '/site/../secret.txt',
      '/site/%2e%2e/secret.txt',
      '/site/%2E%2E/%2E%2E/secret.txt',
      '/site/..%2fsecret.txt',
      '/site/..%5csecret.txt',
      '/site/..\\secret.txt',
      '/site/%00',
      '/site/index.html%00.png',
      '/site/leak.txt',
      '/site/parent/secret.txt',
      '/../secret.txt',
      '//etc/passwd',
    ];
    for (const attempt of attempts) {
      const response = await request(attempt);
      expect(response.status, attempt).toBeGreaterThanOrEqual(300);
      expect(response.body, attempt).not.toContain('SECRET');
    }
    expect((await request('/site/%2e%2e/secret.txt')).status).toBe(400);
    expect((await request('/site/leak.txt')).status).toBe(404);
    // A link that leads back inside the folder is followed: only where it ends up counts.
    expect(await request('/site/parent/build/old.html')).toMatchObject({ status: 200, body: '<h1>Old</h1>' });
  });
});
