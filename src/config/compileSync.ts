import { build, buildSync as esbuildBuildSync, transform, transformSync as esbuildTransformSync, type BuildOptions, type BuildResult, type TransformOptions, type TransformResult } from 'esbuild';
import { MessageChannel, receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import { siteBuildOptions, type SiteBundling } from './docusaurus/resolve/siteBundling.js';

/**
 * esbuild's synchronous calls, for code that must compile while it runs (an MDX page's imports).
 * esbuild runs them on a thread of its own that holds its service process. When that thread is
 * stopped (esbuild's `stop`, or the end of the worker thread that started it) the process exits
 * and stays a zombie: only the thread that started a process waits for it, and that thread is
 * gone. So a worker thread's calls are run by the main thread, which lives as long as the
 * process, with esbuild's asynchronous API (`serveCompilations`), and the main thread's own
 * service thread is never stopped (`usedSyncService`).
 */

/** The key of `workerData` under which a worker thread finds the port of `serveCompilations`. */
export const COMPILE_PORT = 'hexsiteCompilePort';

type Call = { command: 'build'; args: [BuildOptions] } | { command: 'siteBuild'; args: [BuildOptions, SiteBundling] } | { command: 'transform'; args: [string, TransformOptions] };
type Reply = { result?: unknown; error?: unknown; properties?: Record<string, unknown> };

let usedOwnService = false;

/** Whether this thread started esbuild's thread for synchronous calls, which must then never be stopped. */
export function usedSyncService(): boolean {
  return usedOwnService;
}

/** `esbuild.buildSync`, with no process left behind. */
export function buildSync<Options extends BuildOptions>(options: Options): BuildResult<Options> {
  return callSync({ command: 'build', args: [options] }, () => esbuildBuildSync(options as BuildOptions)) as BuildResult<Options>;
}

/** `esbuild.transformSync`, with no process left behind. */
export function transformSync(input: string, options: TransformOptions): TransformResult {
  return callSync({ command: 'transform', args: [input, options] }, () => esbuildTransformSync(input, options)) as TransformResult;
}

/**
 * `esbuild.build` of the site's code with the site's bundle options (`siteBuildOptions`), whose
 * plugins are functions that cannot cross to another thread: a worker thread's is run by the main
 * thread, which makes the plugins there, so that no esbuild process is started by a thread that ends.
 */
export async function buildWithSite<Options extends BuildOptions>(options: Options, bundling: SiteBundling): Promise<BuildResult<Options>> {
  if (!workerPort()) return (await build({ ...(options as BuildOptions), ...siteBuildOptions(bundling) })) as unknown as BuildResult<Options>;
  return callSync({ command: 'siteBuild', args: [options, bundling] }, () => undefined) as BuildResult<Options>;
}

function workerPort(): MessagePort | undefined {
  return (workerData as Record<string, unknown> | null)?.[COMPILE_PORT] as MessagePort | undefined;
}

function callSync(call: Call, here: () => unknown): unknown {
  const port = workerPort();
  if (!port) {
    usedOwnService = true;
    return here();
  }
  const signal = new Int32Array(new SharedArrayBuffer(4));
  port.postMessage({ signal, call });
  Atomics.wait(signal, 0, 0);
  const reply = receiveMessageOnPort(port)?.message as Reply | undefined;
  if (!reply) throw new Error('Internal error: no answer from the main thread to a compilation');
  if ('error' in reply) throw Object.assign(reply.error as object, reply.properties);
  return reply.result;
}

/**
 * A port for a new worker thread (pass it in `workerData` under `COMPILE_PORT`), whose synchronous
 * compilations this thread runs meanwhile with esbuild's service process, as one of the
 * compilations `stopCompiler` lets finish (`counted`). `close` once the thread has ended.
 */
export function serveCompilations(counted: <T>(compile: () => Promise<T>) => Promise<T>): { port: MessagePort; close(): void } {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', ({ signal, call }: { signal: Int32Array; call: Call }) => {
    void counted<unknown>(() => run(call)).then(
      (result): Reply => ({ result }),
      (error: unknown): Reply => ({ error, properties: error && typeof error === 'object' ? { ...error } : undefined }),
    ).then((reply) => {
      port1.postMessage(reply);
      Atomics.store(signal, 0, 1);
      Atomics.notify(signal, 0);
    });
  });
  // Waiting for a thread's calls does not keep the process alive: the thread does, while it runs.
  port1.unref();
  return { port: port2, close: () => port1.close() };
}

function run(call: Call): Promise<unknown> {
  if (call.command === 'build') return build(call.args[0]);
  if (call.command === 'siteBuild') return build({ ...call.args[0], ...siteBuildOptions(call.args[1]) });
  return transform(...call.args);
}
