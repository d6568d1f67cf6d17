import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeOf } from './mimeTypes.js';

/** Cache-Control of content-hashed assets: a changed file gets a new name, so keep it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else: browsers keep a copy but ask (ETag, Last-Modified) before use. */
export const REVALIDATE = 'no-cache';

/** A file found for a request, and how to send it. */
export interface FileToSend {
  /** Absolute path, already checked to lie inside the served folder. */
  path: string;
  stats: Stats;
  /** 200, or 404 for the not-found page. */
  status: 200 | 404;
  cacheControl: string;
  /** HTML to insert before `</body>` of an HTML file (the watch server's client script). */
  inject?: string;
}

/**
 * Sends a file as a static host does: conditional requests (`If-None-Match`,
 * `If-Modified-Since`) answer 304, a single `Range` answers 206 (416 when it starts past the
 * end), `HEAD` gets the headers alone. The not-found page is sent whole, whatever was asked.
 */
export function sendFile(request: IncomingMessage, response: ServerResponse, file: FileToSend): void | Promise<void> {
  const { stats } = file;
  if (file.inject && contentTypeOf(file.path).startsWith('text/html')) return sendInjected(request, response, file, file.inject);
  const etag = etagOf(stats);
  const lastModified = new Date(Math.floor(stats.mtimeMs / 1000) * 1000).toUTCString();
  setHeaders(response, file);
  if (file.status !== 200) {
    response.writeHead(file.status, { 'Content-Length': stats.size });
    return finish(request, response, file.path);
  }
  response.setHeader('ETag', etag);
  response.setHeader('Last-Modified', lastModified);
  response.setHeader('Accept-Ranges', 'bytes');
  if (isNotModified(request, etag, stats.mtimeMs)) return sendNotModified(response);
  const range = rangeOf(request, { etag, lastModified, size: stats.size });
  if (range === 'unsatisfiable') {
    response.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Length': 0 });
    response.end();
    return;
  }
  if (range) {
    response.writeHead(206, { 'Content-Range': `bytes ${range.start}-${range.end}/${stats.size}`, 'Content-Length': range.end - range.start + 1 });
    return finish(request, response, file.path, range);
  }
  response.writeHead(200, { 'Content-Length': stats.size });
  finish(request, response, file.path);
}

/**
 * Sends an HTML file with `inject` inserted before its `</body>`, whole (no ranges: the bytes
 * are not the file's). Its ETag is the file's marked with what was inserted, so a browser never
 * mixes it up with the page as a plain `hexsite serve` sends it, or with another insertion.
 */
async function sendInjected(request: IncomingMessage, response: ServerResponse, file: FileToSend, inject: string): Promise<void> {
  const html = await readFile(file.path, 'utf8');
  const end = html.lastIndexOf('</body>');
  const body = Buffer.from(end === -1 ? html + inject : html.slice(0, end) + inject + html.slice(end));
  const etag = etagOf(file.stats, `-${createHash('sha1').update(inject).digest('hex').slice(0, 8)}`);
  setHeaders(response, file);
  if (file.status === 200) {
    response.setHeader('ETag', etag);
    if (isNotModified(request, etag, Number.NaN)) return sendNotModified(response);
  }
  response.writeHead(file.status, { 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A file's version, for `ETag`: its size and modification time. */
function etagOf(stats: Stats, suffix = ''): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${suffix}"`;
}

/** The headers every answer with a file has. */
function setHeaders(response: ServerResponse, file: FileToSend): void {
  response.setHeader('Content-Type', contentTypeOf(file.path));
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('X-Content-Type-Options', 'nosniff');
}

function sendNotModified(response: ServerResponse): void {
  response.removeHeader('Content-Type');
  response.writeHead(304);
  response.end();
}

function finish(request: IncomingMessage, response: ServerResponse, file: string, range?: { start: number; end: number }): void {
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file, range);
  // A file removed or unreadable once the headers are out: all that is left is to cut the reply.
  stream.on('error', (error) => response.destroy(error));
  stream.pipe(response);
}

/** RFC 9110 §13.2.2: `If-None-Match` decides when present; `If-Modified-Since` only without it. */
function isNotModified(request: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/**
 * The one byte range asked for, inclusive; null to send the whole file (no `Range`, a
 * malformed one, several ranges, or an `If-Range` naming another version of the file).
 */
function rangeOf(request: IncomingMessage, file: { etag: string; lastModified: string; size: number }): { start: number; end: number } | 'unsatisfiable' | null {
  const header = request.headers.range;
  if (!header) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && ifRange !== file.etag && ifRange !== file.lastModified) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const { size } = file;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
