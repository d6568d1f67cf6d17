/** A module's exports as CommonJS leaves them. */
export type ModuleExports = Record<string, unknown>;

/** Runs CommonJS code with `require` given, and returns its exports. */
export function evaluateCommonJs(code: string, filename: string, require: (specifier: string) => unknown): ModuleExports {
  const module = { exports: {} as ModuleExports };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('module', 'exports', 'require', '__filename', '__dirname', code) as (...args: unknown[]) => void;
  run(module, module.exports, require, filename, filename.replace(/[\\/][^\\/]*$/, ''));
  return module.exports;
}
