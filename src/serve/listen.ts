import type { Server } from 'node:http';
import { HexsiteError } from '../errors/HexsiteError.js';
import { toListenHost } from './listenAddress.js';

/** Where to listen. */
export interface ListenOptions {
  /** 0 picks any free port. */
  port: number;
  host: string;
  /** When the port is taken, try the next ones (up to `PORT_ATTEMPTS`) instead of failing. */
  nextFreePort?: boolean;
}

/** Ports tried after a taken one before giving up. */
export const PORT_ATTEMPTS = 20;

/** Starts a server listening; returns the port it got. A taken port is a clear error, or the next free one. */
export async function listen(server: Server, options: ListenOptions): Promise<number> {
  const last = options.nextFreePort && options.port !== 0 ? Math.min(options.port + PORT_ATTEMPTS, 65535) : options.port;
  for (let port = options.port; ; port++) {
    try {
      return await listenOnce(server, port, options.host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && port < last) continue;
      throw listenError(error as NodeJS.ErrnoException, { ...options, port, tried: port - options.port + 1 });
    }
  }
}

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, toListenHost(host));
  });
}

function listenError(error: NodeJS.ErrnoException, where: { port: number; host: string; tried: number }): HexsiteError {
  const { port, host, tried } = where;
  const place = `${host}:${port}`;
  if (error.code === 'EADDRINUSE') {
    const what = tried > 1 ? `ports ${port - tried + 1} to ${port} all in use on ${host}` : `port ${port} in use on ${host}`;
    return new HexsiteError(`Unexpected ${what}, expected a free port`, {
      ruleId: 'port-in-use',
      hint: 'Stop the program that holds it, or choose another port with `--port <number>` (`--port 0` picks any free one).',
      cause: error,
      environment: true,
    });
  }
  if (error.code === 'EACCES') {
    return new HexsiteError(`Unexpected permission denied listening on ${place}, expected a port this user may open`, {
      ruleId: 'port-denied',
      hint: 'Ports below 1024 need privileges: choose a port such as 3000 with `--port`.',
      cause: error,
      environment: true,
    });
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
    return new HexsiteError(`Unexpected host \`${host}\` (${error.code}), expected an address of this machine`, {
      ruleId: 'bad-host',
      hint: 'Use `--host 127.0.0.1` (this machine only) or `--host 0.0.0.0` (every network interface).',
      cause: error,
      environment: true,
    });
  }
  return new HexsiteError(`Unexpected ${error.code ?? 'error'} listening on ${place}: ${error.message}`, { ruleId: 'listen-failed', cause: error, environment: true });
}
