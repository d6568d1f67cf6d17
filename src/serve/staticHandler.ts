import { realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isHashedAsset, resolveHostPath, splitRequestTarget } from './hostPaths.js';
import { IMMUTABLE, REVALIDATE, sendFile } from './sendFile.js';
import { findServedFile } from './servedFiles.js';

/** What a static handler serves. */
export interface StaticHandlerOptions {
  /** The folder to serve: a build's output. */
  root: string;
  /** The base path the site was built for (`/hexagon/`); `/` redirects to it. */
  baseUrl: string;
  /**
   * HTML inserted before `</body>` of every HTML page sent: `serve --watch` adds its client
   * script. A function is asked again for each request, before the file is read.
   */
  injectHtml?: string | (() => string);
}

/** Answers one HTTP request. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers requests from a folder the way a static host serves a build: under the base path,
 * with the folder's `index.html`, the `.html` fallback, and `404.html` (status 404) for
 * anything else. No file outside the folder is ever read, whatever the path spells (see
 * `resolveHostPath`) and wherever a symbolic link points. `serve --watch` puts its own routes
 * (the event stream) in front of this handler and hands everything else to it.
 */
export function createStaticHandler(options: StaticHandlerOptions): RequestHandler {
  const root = realpathSync(options.root);
  const { baseUrl, injectHtml } = options;
  return (request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy(error as Error);
      sendText(response, 500, `Internal error: ${(error as Error).message}`);
    });
  };

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return sendText(response, 405, `Method ${request.method} not allowed: a static site answers GET and HEAD.`);
    }
    const inject = typeof injectHtml === 'function' ? injectHtml() : injectHtml;
    const sent = splitRequestTarget(request.url);
    const target = sent === null ? ({ kind: 'invalid' } as const) : resolveHostPath(sent.path, baseUrl);
    if (target.kind === 'invalid') return sendText(response, 400, 'Bad request: the path names no file of this site.');
    if (target.kind === 'redirect') {
      response.writeHead(302, { Location: `${target.location}${sent!.query}`, 'Content-Length': 0 });
      return void response.end();
    }
    if (target.kind === 'files') {
      for (const candidate of target.candidates) {
        const found = await findServedFile(root, candidate);
        if (found) return sendFile(request, response, { ...found, status: 200, cacheControl: isHashedAsset(candidate) ? IMMUTABLE : REVALIDATE, inject });
      }
    }
    const notFound = await findServedFile(root, '404.html');
    if (notFound) return sendFile(request, response, { ...notFound, status: 404, cacheControl: REVALIDATE, inject });
    sendText(response, 404, 'Not found, and this folder has no 404.html.');
  }
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': REVALIDATE });
  response.end(text);
}
