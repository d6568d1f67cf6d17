import http from 'node:http';
import { listen, type ListenOptions } from './listen.js';
import { createStaticHandler, type StaticHandlerOptions } from './staticHandler.js';

/** A running static server. */
export interface StaticServer {
  /** The port it listens on. */
  port: number;
  /** Stops listening and ends open connections. */
  close(): Promise<void>;
}

/**
 * Serves a build's output folder over HTTP (node:http, nothing else), as a static host would:
 * see `createStaticHandler` for what is answered, and `listen` for ports.
 */
export async function createStaticServer(options: StaticHandlerOptions & ListenOptions): Promise<StaticServer> {
  const server = http.createServer(createStaticHandler(options));
  const port = await listen(server, options);
  return {
    port,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
