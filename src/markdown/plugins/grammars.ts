import type { ElementContent } from 'hast';
import { common, createLowlight, type LanguageFn } from 'lowlight';

/** Highlights code with the grammars of lowlight's `common` set. */
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
export function createHighlighter(): Highlighter {
  const lowlight = createLowlight();
  let everyGrammar = false;

  const registerAll = () => {
    lowlight.register(common);
    everyGrammar = true;
  };
  const register = (name: string) => {
    const embedded = new Set<string>();
    const grammar: LanguageFn = (hljs) => {
      const language = common[name](hljs);
      collectSubLanguages(language, embedded, new Set());
      return language;
    };
    lowlight.register(name, grammar);
    // An empty list embeds whichever registered language fits best.
    if (embedded.has(ANY)) registerAll();
    for (const other of embedded) if (!everyGrammar && Object.hasOwn(common, other) && !lowlight.registered(other)) register(other);
  };

  const known = (language: string) => {
    if (lowlight.registered(language)) return true;
    if (everyGrammar) return false;
    if (Object.hasOwn(common, language)) register(language);
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
