import path from 'node:path';
import { isUserError } from '../errors/HexsiteError.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { createStaticServer, type StaticServer } from '../serve/createStaticServer.js';
import { openBrowser } from '../serve/openBrowser.js';
import { readOutputManifest } from '../serve/readOutputManifest.js';
import { startWatch, type Watching } from '../watch/startWatch.js';
import type { Printer } from './build.js';
import { EXIT, type ExitCode } from './exitCodes.js';

/** The port `hexsite serve` tries first; when it is taken, the next free one is used. */
export const DEFAULT_PORT = 3000;

/** What `hexsite serve` was asked. */
export interface ServeCommand {
  outDir: string;
  /** A port asked for explicitly must be free; without one, the next free port after 3000 is used. */
  port?: number;
  host: string;
  open?: boolean;
  debug?: boolean;
}

const terminal: Printer = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Hosts that mean every network interface. */
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]', '::0']);

/**
 * Starts serving a built output folder and prints its URL; resolves with the server, or with
 * the exit code when it could not start (2: no output there; 3: the port or host).
 */
export async function startServe(options: ServeCommand, print: Printer = terminal, open = openBrowser): Promise<StaticServer | ExitCode> {
  let server: StaticServer;
  let baseUrl: string;
  try {
    const manifest = await readOutputManifest(options.outDir);
    baseUrl = manifest.baseUrl;
    server = await createStaticServer({ root: manifest.outDir, baseUrl, port: options.port ?? DEFAULT_PORT, host: options.host, nextFreePort: options.port === undefined });
  } catch (caught) {
    const error = fromSystemError(caught, path.resolve(options.outDir)) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    if (!isUserError(error)) return EXIT.content;
    return 'environment' in error && error.environment ? EXIT.environment : EXIT.usage;
  }
  const asked = options.port ?? DEFAULT_PORT;
  if (asked !== 0 && server.port !== asked) print.err(`! port ${asked} is in use: serving on port ${server.port} instead`);
  if (ALL_INTERFACES.has(options.host)) {
    print.err(`warning: listening on every network interface (${options.host}): anyone who can reach this machine can read the site. Use --host 127.0.0.1 to keep it local.`);
  }
  const url = `http://${displayHost(options.host)}:${server.port}${baseUrl}`;
  const where = path.relative(process.cwd(), path.resolve(options.outDir)) || '.';
  print.out(`✓ serving ${where}/ at ${url}`);
  print.out('  Press Ctrl-C to stop.');
  if (options.open) {
    const failed = await open(url);
    if (failed) print.err(`warning: could not open a browser (${failed}); open ${url} yourself.`);
  }
  return server;
}

/** What `hexsite serve --watch` was asked. */
export interface WatchCommand {
  siteDir: string;
  port?: number;
  host: string;
  open?: boolean;
  quiet?: boolean;
  debug?: boolean;
}

/**
 * Builds the site, serves it and rebuilds on every change (see `startWatch`); prints its URL.
 * Resolves with the watcher, or with the exit code when the server could not start. A first
 * build that fails does not stop it: the writer fixes the file and the site appears.
 */
export async function startWatchCommand(options: WatchCommand, print: Printer = terminal, open = openBrowser): Promise<Watching | ExitCode> {
  let watching: Watching;
  try {
    watching = await startWatch({
      siteDir: options.siteDir,
      port: options.port ?? DEFAULT_PORT,
      host: options.host,
      nextFreePort: options.port === undefined,
      quiet: options.quiet,
      debug: options.debug,
      color: print === terminal && Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
      print,
    });
  } catch (caught) {
    const error = fromSystemError(caught, path.resolve(options.siteDir)) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    return isUserError(error) && 'environment' in error && error.environment ? EXIT.environment : EXIT.usage;
  }
  const asked = options.port ?? DEFAULT_PORT;
  if (asked !== 0 && watching.port !== asked) print.err(`! port ${asked} is in use: serving on port ${watching.port} instead`);
  if (ALL_INTERFACES.has(options.host)) {
    print.err(`warning: listening on every network interface (${options.host}): anyone who can reach this machine can read the site. Use --host 127.0.0.1 to keep it local.`);
  }
  const url = `http://${displayHost(options.host)}:${watching.port}${watching.baseUrl}`;
  const where = path.relative(process.cwd(), path.resolve(options.siteDir)) || '.';
  print.out(`✓ watching ${where}/ and serving it at ${url}`);
  if (!options.quiet) print.out(`  Pages update on save; the output goes to ${watching.outDir}. Press Ctrl-C to stop.`);
  if (options.open) {
    const failed = await open(url);
    if (failed) print.err(`warning: could not open a browser (${failed}); open ${url} yourself.`);
  }
  return watching;
}

/** `hexsite serve --watch`: watches until the process is stopped; returns an exit code only when it cannot start. */
export async function runWatch(options: WatchCommand, print: Printer = terminal): Promise<ExitCode> {
  const started = await startWatchCommand(options, print);
  if (typeof started === 'number') return started;
  return new Promise<ExitCode>(() => {});
}

/** `hexsite serve`: serves until the process is stopped; returns an exit code only when it cannot start. */
export async function runServe(options: ServeCommand, print: Printer = terminal): Promise<ExitCode> {
  const started = await startServe(options, print);
  if (typeof started === 'number') return started;
  // The listening server keeps the process alive; Ctrl-C ends it (see main.ts).
  return new Promise<ExitCode>(() => {});
}

/** How to write the host in a URL a browser can open. */
function displayHost(host: string): string {
  if (ALL_INTERFACES.has(host)) return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
