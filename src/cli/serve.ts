import path from 'node:path';
import { isUserError } from '../errors/HexsiteError.js';
import { wasInterrupted } from '../threads/workerPool.js';
import { formatError } from '../errors/formatError.js';
import { fromSystemError } from '../errors/systemError.js';
import { createStaticServer, type StaticServer } from '../serve/createStaticServer.js';
import { isEveryInterface, urlHostOf } from '../serve/listenAddress.js';
import { openBrowser } from '../serve/openBrowser.js';
import { readOutputManifest } from '../serve/readOutputManifest.js';
import { startWatch, type Watching } from '../watch/startWatch.js';
import { terminal, type Printer } from './build.js';
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
  const where = path.relative(process.cwd(), path.resolve(options.outDir)) || '.';
  await announce({ ...options, port: server.port, address: server.address, asked: options.port, baseUrl }, print, open, (url) => [`✓ serving ${where}/ at ${url}`, '  Press Ctrl-C to stop.']);
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
  /** The locale served, on a site of several: the default one unless given. */
  locale?: string;
  /** Seconds the site's own code may run at one time (`--timeout`). */
  timeoutSeconds?: number;
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
      locale: options.locale,
      timeoutSeconds: options.timeoutSeconds,
      color: print === terminal && Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
      print,
    });
  } catch (caught) {
    // Ctrl-C or a kill during the first build: the signal's exit is under way, nothing to say.
    if (wasInterrupted()) return EXIT.content;
    const error = fromSystemError(caught, path.resolve(options.siteDir)) ?? caught;
    print.err(formatError(error, { debug: options.debug }));
    return isUserError(error) && 'environment' in error && error.environment ? EXIT.environment : EXIT.usage;
  }
  const where = path.relative(process.cwd(), path.resolve(options.siteDir)) || '.';
  await announce({ ...options, port: watching.port, address: watching.address, asked: options.port, baseUrl: watching.baseUrl }, print, open, (url) => [
    `✓ watching ${where}/ and serving it at ${url}`,
    ...(options.quiet ? [] : [`  Pages update on save; the output goes to ${watching.outDir}. Press Ctrl-C to stop.`]),
  ]);
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

/**
 * Tells where a started server listens: a warning when the port asked for was taken or when it
 * listens on every interface, the `lines` naming its URL, and the browser opened on `--open`.
 */
async function announce(
  server: { port: number; address: string; asked?: number; host: string; baseUrl: string; open?: boolean },
  print: Printer,
  open: typeof openBrowser,
  lines: (url: string) => string[],
): Promise<void> {
  const asked = server.asked ?? DEFAULT_PORT;
  if (asked !== 0 && server.port !== asked) print.err(`! port ${asked} is in use: serving on port ${server.port} instead`);
  if (isEveryInterface(server.address)) {
    // `--host ''` or `--host 0` bind the same as `0.0.0.0`: the warning names what was bound.
    const bound = server.host === server.address ? server.host : `--host '${server.host}' is ${server.address}`;
    print.err(
      `warning: listening on every network interface (${bound}): anyone who can reach this machine can read the site. Use --host 127.0.0.1 to keep it local. ` +
        'The URL below is this machine\'s own; other machines use its network address.',
    );
  }
  const url = `http://${urlHostOf(server.host, server.address)}:${server.port}${server.baseUrl}`;
  for (const line of lines(url)) print.out(line);
  if (server.open) {
    const failed = await open(url);
    if (failed) print.err(`warning: could not open a browser (${failed}); open ${url} yourself.`);
  }
}
