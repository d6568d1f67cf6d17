// Stand-in until the builtins branch lands.
export const BUILTIN_SPECIFIERS: Record<string, string> = {};
export const builtinModules: Record<string, Record<string, unknown>> = {};
