import http from 'node:http';
import { listen, type ListenOptions } from './listen.js';
import { boundAddress } from './listenAddress.js';
import { createStaticHandler, type StaticHandlerOptions } from './staticHandler.js';

/** A running static server. */
export interface StaticServer {
  /** The port it listens on. */
  port: number;
  /** The address it is bound to, as the system reports it (`127.0.0.1`, `::`). */
  address: string;
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
    address: boundAddress(server),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
