import type { ElementContent } from 'hast';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { common, createLowlight, type LanguageFn } from 'lowlight';
import { closest } from '../../util/closest.js';

/** Highlights code with the grammars of lowlight's `common` set, and any others asked for. */
export interface Highlighter {
  /** The highlighted nodes of `source`; null when no grammar knows `language` (a name or an alias). */
  highlight(language: string, source: string): ElementContent[] | null;
}

/**
 * A highlighter that registers a grammar when its language is first met, with the grammars it
 * embeds (`subLanguage`: CSS and JavaScript inside HTML), rather than all 37 at once (12 ms,
 * against 1.4 ms for the three of the Hexagon site). Only a grammar knows its aliases, so
 * the first alias met registers them all. The output is the same either way: no alias of one
 * grammar is the name or alias of another (tested), so registration order changes nothing.
 */
export function createHighlighter(additionalLanguages: string[] = []): Highlighter {
  const lowlight = createLowlight();
  const grammars: Record<string, LanguageFn> = additionalLanguages.length ? { ...common } : common;
  for (const name of additionalLanguages) if (isGrammarName(name)) grammars[name] = allGrammars()[name];
  let everyGrammar = false;

  const registerAll = () => {
    lowlight.register(grammars);
    everyGrammar = true;
  };
  const register = (name: string) => {
    const embedded = new Set<string>();
    const grammar: LanguageFn = (hljs) => {
      const language = grammars[name](hljs);
      collectSubLanguages(language, embedded, new Set());
      return language;
    };
    lowlight.register(name, grammar);
    // An empty list embeds whichever registered language fits best.
    if (embedded.has(ANY)) registerAll();
    for (const other of embedded) if (!everyGrammar && Object.hasOwn(grammars, other) && !lowlight.registered(other)) register(other);
  };

  const known = (language: string) => {
    if (lowlight.registered(language)) return true;
    if (everyGrammar) return false;
    if (Object.hasOwn(grammars, language)) register(language);
    else registerAll();
    return lowlight.registered(language);
  };

  return {
    highlight: (language, source) => (known(language) ? (lowlight.highlight(language, source).children as ElementContent[]) : null),
  };
}

/** Stands for every language in the languages a grammar embeds. */
const ANY = '*';

/** The languages a grammar's modes embed, found through `contains`, `variants` and `starts`. */
function collectSubLanguages(mode: unknown, found: Set<string>, seen: Set<object>): void {
  if (typeof mode !== 'object' || mode === null || seen.has(mode)) return;
  seen.add(mode);
  const { subLanguage, contains, variants, starts } = mode as { subLanguage?: string | string[]; contains?: unknown[]; variants?: unknown[]; starts?: unknown };
  const names = typeof subLanguage === 'string' ? [subLanguage] : subLanguage;
  if (names?.length === 0) found.add(ANY);
  for (const name of names ?? []) found.add(name);
  for (const child of [...(contains ?? []), ...(variants ?? []), starts]) collectSubLanguages(child, found, seen);
}

/** Whether `name` is the name of a grammar lowlight has (`rust`, `haskell`): what `prism.additionalLanguages` takes. */
export function isGrammarName(name: string): boolean {
  return Object.hasOwn(allGrammars(), name);
}

/** Grammar names close to one that is none, for the error's hint. */
export function closeGrammarNames(name: string): string[] {
  return closest(name, Object.keys(allGrammars()), 3);
}

let every: Record<string, LanguageFn> | undefined;

/**
 * Every grammar lowlight has, loaded when first asked for: from dist/grammars.cjs when hexsite
 * runs compiled, from the lowlight package when it runs from its sources (tests). The package's
 * name is a variable, so that the compile step does not bundle it here.
 */
function allGrammars(): Record<string, LanguageFn> {
  if (every) return every;
  const load = createRequire(import.meta.url);
  const compiled = fileURLToPath(new URL('./grammars.cjs', import.meta.url));
  const fromSources = 'lowlight';
  every = (existsSync(compiled) ? load(compiled) : load(fromSources)).all as Record<string, LanguageFn>;
  return every;
}
