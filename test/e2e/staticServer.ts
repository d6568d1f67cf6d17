import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from '../../src/pipeline/build.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
};

/**
 * Serves a build folder under its base path as a static host does: `/x` and `/x/` answer
 * `x/index.html`, anything else missing answers `404.html` with status 404.
 */
export function startStaticServer(dir: string, baseUrl: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const send = (file: string, status = 200) => {
      response.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    };
    if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return send(path.join(dir, '404.html'), 404);
    const relative = pathname.slice(baseUrl.length);
    const target = path.join(dir, relative);
    if (!target.startsWith(dir)) return send(path.join(dir, '404.html'), 404);
    if (existsSync(target) && statSync(target).isFile()) return send(target);
    const index = path.join(target, 'index.html');
    if (existsSync(index)) return send(index);
    send(path.join(dir, '404.html'), 404);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // A browser still holding a connection (keep-alive, a request under way) would keep `close` waiting for ever: they are cut.
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolve({ port, close });
    });
  });
}

/** Builds a site without the cache and serves its output; the site's URL and how to stop serving. */
export async function buildAndServe(siteDir: string, outDir: string): Promise<{ siteUrl: string; close: () => Promise<void> }> {
  const result = await build({ siteDir, outDir, cache: false });
  const server = await startStaticServer(outDir, result.model.config.baseUrl);
  return { siteUrl: `http://127.0.0.1:${server.port}${result.model.config.baseUrl}`, close: server.close };
}
