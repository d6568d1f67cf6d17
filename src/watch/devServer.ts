import http from 'node:http';
import { createEventStream, type EventStream, type StreamEvent } from '../serve/eventStream.js';
import { requestPath } from '../serve/hostPaths.js';
import { listen, type ListenOptions } from '../serve/listen.js';
import { boundAddress } from '../serve/listenAddress.js';
import { REVALIDATE } from '../serve/sendFile.js';
import { createStaticHandler, type RequestHandler } from '../serve/staticHandler.js';
import { CLIENT_PATH, EVENTS_PATH } from '../../theme/dev/protocol.js';
import { devClientTag, renderDevClient } from './devClient.js';

/** The HTTP side of `serve --watch`: the last good build, the event stream and the client script. */
export interface DevServer {
  port: number;
  /** The address it is bound to, as the system reports it. */
  address: string;
  events: EventStream;
  /** Serves this output from now on (after each successful build). */
  serveOutput(outDir: string, baseUrl: string): void;
  close(): Promise<void>;
}

/**
 * Starts the watch server. Its own two routes answer below any path (`…/__hexsite/events`,
 * `…/__hexsite/dev-client.js`), so pages keep their connection when the base path changes;
 * everything else is the static handler of the last good build, with the client script
 * inserted into every HTML page, with the id of the last build or edit shown when it was sent
 * (see `devClientTag`). Before any build succeeded, every page is a stand-in that
 * runs the client script too: it shows the first build's errors, and reloads once one works.
 */
export async function startDevServer(options: ListenOptions & { current: () => StreamEvent | null; buildId: () => number }): Promise<DevServer> {
  // A page that connects hears which build it should show: one saved while it loaded is not missed.
  const events = createEventStream(() => {
    const state = options.current();
    return [{ type: 'hello', data: { id: options.buildId() } }, ...(state ? [state] : [])];
  });
  const client = Buffer.from(renderDevClient());
  let handler: RequestHandler | null = null;
  let served = '';
  const server = http.createServer((request, response) => {
    const path = requestPath(request.url) ?? '';
    if (path.endsWith(`/${EVENTS_PATH}`)) return events.handle(request, response);
    if (path.endsWith(`/${CLIENT_PATH}`)) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Length': client.length, 'Cache-Control': REVALIDATE });
      return void response.end(request.method === 'HEAD' ? undefined : client);
    }
    if (handler) return handler(request, response);
    const page = Buffer.from(`<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Building…</title></head><body><p>hexsite is building the site; this page reloads when it is ready.</p>${devClientTag('/')}</body></html>`);
    response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length, 'Cache-Control': REVALIDATE, 'Retry-After': '1' });
    response.end(request.method === 'HEAD' ? undefined : page);
  });
  const port = await listen(server, options);
  return {
    port,
    address: boundAddress(server),
    events,
    serveOutput(outDir, baseUrl) {
      // The handler resolves the folder's real path once: a new one only when the base changed.
      const key = `${outDir}\0${baseUrl}`;
      if (handler && served === key) return;
      handler = createStaticHandler({ root: outDir, baseUrl, injectHtml: () => devClientTag(baseUrl, options.buildId()) });
      served = key;
    },
    close: () =>
      new Promise((resolve, reject) => {
        events.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
