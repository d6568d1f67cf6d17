/** Values of a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** The theme's strings of a site's locale that differ from English, by id (`theme.…`). */
export type ThemeStrings = Record<string, string>;

/**
 * The text of `id`: the locale's message when it has one, else `english`, with each `{name}`
 * replaced by its value. A message of plural forms (`One post|{count} posts`) is chosen by the
 * value `count` with the locale's plural rules, as Docusaurus does.
 */
export function translateMessage(strings: ThemeStrings | undefined, locale: string, id: string, english: string, values?: MessageValues): string {
  let message = strings?.[id] ?? english;
  if (values && typeof values.count === 'number' && message.includes('|')) message = selectPlural(message, values.count, locale);
  return values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : message;
}

/** Docusaurus's order of plural forms: a message lists those its locale has, in this order. */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of a `one|other` message for `count`: the last given when the locale has more forms than the message. */
function selectPlural(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  const { rules, categories } = pluralRulesOf(locale);
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)];
}

/** Each locale's plural rules and its forms in Docusaurus's order, made once: counts are written at every keystroke of a search. */
const pluralRules = new Map<string, { rules: Intl.PluralRules; categories: string[] }>();

function pluralRulesOf(locale: string): { rules: Intl.PluralRules; categories: string[] } {
  let known = pluralRules.get(locale);
  if (!known) {
    const rules = new Intl.PluralRules(locale);
    const present = rules.resolvedOptions().pluralCategories as string[];
    known = { rules, categories: PLURAL_ORDER.filter((form) => present.includes(form)) };
    pluralRules.set(locale, known);
  }
  return known;
}
