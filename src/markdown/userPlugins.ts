import type { Plugin, Processor } from 'unified';
import type { VFile } from 'vfile';
import { describeThrown, HexsiteError } from '../errors/HexsiteError.js';
import type { NamedPlugin } from './options.js';
import type { PluginMessage } from './types.js';

/** A site's plugin threw, when attached or on a file: which plugin, and what it threw. */
class PluginFailure extends Error {
  constructor(
    readonly entry: NamedPlugin,
    readonly thrown: unknown,
  ) {
    super(describeThrown(thrown));
  }
}

type AnyProcessor = Processor<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The processor with the site's plugins added, each guarded so that what it throws names it. */
export function usePlugins<P extends AnyProcessor>(processor: P, plugins: NamedPlugin[]): P {
  let result = processor;
  for (const entry of plugins) {
    const plugin = guarded(entry) as Plugin<unknown[]>;
    result = (entry.withOptions ? result.use(plugin, entry.options) : result.use(plugin)) as P;
  }
  return result;
}

type Transformer = (this: unknown, tree: unknown, file: VFile, next?: unknown) => unknown;

/**
 * The plugin's attacher, and the transformer it returns, with what they throw wrapped in a
 * `PluginFailure`. An async plugin (its attacher or its transformer returns a promise) is run as
 * unified runs one, which the build's `run` awaits: its failure names it too.
 */
function guarded(entry: NamedPlugin) {
  const run = <T,>(call: () => T): T => {
    let result: T;
    try {
      result = call();
    } catch (error) {
      // A fatal message the plugin recorded (`file.fail()`) is reported as the message it is.
      if (isFatalMessage(error)) throw error;
      throw new PluginFailure(entry, error);
    }
    if (!isThenable(result)) return result;
    return Promise.resolve(result).catch((error: unknown) => {
      throw isFatalMessage(error) ? error : new PluginFailure(entry, error);
    }) as T;
  };
  return function attacher(this: unknown, ...options: unknown[]) {
    const made = run(() => (entry.plugin as (...args: unknown[]) => unknown).apply(this, options));
    // `async function plugin() { return transformer; }`: the transformer, once the attacher is done.
    if (isThenable(made)) {
      return async function (this: unknown, tree: unknown, file: VFile) {
        const transformer = await made;
        return typeof transformer === 'function' ? run(() => (transformer as Transformer).call(this, tree, file)) : undefined;
      };
    }
    if (typeof made !== 'function') return made;
    const transform = made as Transformer;
    // unified tells a transformer that takes a callback by its number of parameters.
    return transform.length > 2
      ? function (this: unknown, tree: unknown, file: VFile, next: unknown) {
          return run(() => transform.call(this, tree, file, next));
        }
      : function (this: unknown, tree: unknown, file: VFile) {
          return run(() => transform.call(this, tree, file));
        };
  };
}

function isThenable(value: unknown): boolean {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** A VFileMessage made fatal (`file.fail()`): told by its fields, as a plugin may bring its own copy of vfile. */
function isFatalMessage(error: unknown): error is PluginMessage & Error {
  return error instanceof Error && (error as { fatal?: unknown }).fatal === true && typeof (error as { reason?: unknown }).reason === 'string';
}

/** A place as a plugin's error may carry it (a VFileMessage's `place`, a micromark error's `line`). */
function placeOf(error: unknown): { line?: number; column?: number } {
  const { place, line, column, position } = (error ?? {}) as { place?: unknown; line?: unknown; column?: unknown; position?: unknown };
  const point = (place as { start?: unknown })?.start ?? place ?? (position as { start?: unknown })?.start ?? { line, column };
  const { line: atLine, column: atColumn } = (point ?? {}) as { line?: unknown; column?: unknown };
  return { line: typeof atLine === 'number' ? atLine : undefined, column: typeof atColumn === 'number' ? atColumn : undefined };
}

/**
 * Runs a step of the pipeline that may run the site's plugins, turning what they throw into
 * hexsite errors: a plugin that fails names itself and where the config lists it; a fatal
 * message (`file.fail()`) is reported with its place.
 */
export function guardPlugins<T>(step: () => T, path: string | undefined): T {
  try {
    return step();
  } catch (error) {
    throw pluginError(error, path);
  }
}

/** `guardPlugins` for a step that runs the plugins asynchronously (`processor.run`), as async plugins need. */
export async function guardPluginsAsync<T>(step: () => Promise<T>, path: string | undefined): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw pluginError(error, path);
  }
}

/** What a step running the site's plugins threw, as the error to report. */
function pluginError(error: unknown, path: string | undefined): unknown {
  if (error instanceof PluginFailure) {
    const { entry, thrown } = error;
    const name = entry.plugin.name ? `\`${entry.plugin.name}\`` : 'an unnamed plugin';
    return new HexsiteError(`Unexpected error in the Markdown plugin ${name} (\`${entry.key}\`): ${error.message}, expected the plugin to transform the page`, {
      file: path,
      ...placeOf(thrown),
      ruleId: 'markdown-plugin',
      hint: `The plugin failed on this page. Check its options in the config, or the Markdown it reads here; remove it from \`${entry.key}\` to build without it.`,
      cause: thrown,
    });
  }
  if (isFatalMessage(error)) return messageError(error, path);
  if (error instanceof Error && /^`runSync` finished async/.test(error.message)) {
    return new HexsiteError('Unexpected async Markdown plugin in a file read on its own (a partial, an import of a React page), expected plugins that transform the tree before they return there', {
      file: path,
      ruleId: 'markdown-plugin',
      hint: 'The pages themselves run async plugins; a partial or a Markdown file imported by a React page runs them synchronously.',
    });
  }
  return error;
}

/** A fatal message of a plugin, as an error. */
function messageError(message: PluginMessage & Error, path: string | undefined): HexsiteError {
  return new HexsiteError(`Unexpected fatal message from a Markdown plugin: ${describeMessage(message)}`, { file: path, ...placeOf(message), ruleId: 'markdown-plugin-message', cause: message });
}

/** What a plugin said, with its rule and origin when it gave them: "reason (remark-lint:no-dead-urls)". */
function describeMessage(message: PluginMessage): string {
  const origin = [message.source, message.ruleId].filter(Boolean).join(':');
  return `${message.reason}${origin ? ` (${origin})` : ''}`;
}

/** The messages plugins recorded on the file (`file.message()`, `file.info()`), as plain data. */
export function messagesOf(file: VFile): PluginMessage[] {
  return file.messages
    .filter((message) => message.fatal !== true)
    .map((message) => {
      const { line, column } = placeOf(message);
      return {
        reason: message.reason,
        ...(line !== undefined && { line }),
        ...(column !== undefined && { column }),
        ...(message.ruleId && { ruleId: message.ruleId }),
        ...(message.source && { source: message.source }),
      };
    });
}

/** The messages of every page, as warnings naming the file and line. */
export function pluginWarnings(pages: Iterable<[string, { messages?: PluginMessage[] }]>): HexsiteError[] {
  const warnings: HexsiteError[] = [];
  for (const [file, page] of pages) {
    for (const message of page.messages ?? []) {
      // hexsite's own warnings about a page (MDX) travel with the plugins' messages.
      if (message.source === 'hexsite') {
        warnings.push(new HexsiteError(message.reason, { file, line: message.line, column: message.column, ruleId: message.ruleId ?? 'mdx', hint: message.hint }));
        continue;
      }
      warnings.push(
        new HexsiteError(`Unexpected message from a Markdown plugin: ${describeMessage(message)}`, {
          file,
          line: message.line,
          column: message.column,
          ruleId: 'markdown-plugin-message',
          hint: 'A Markdown plugin of the config reported this.',
        }),
      );
    }
  }
  return warnings;
}
