/** The plain helpers of `@docusaurus/theme-common`. */

/** The items that appear more than once, by `same`. */
export function duplicates<T>(values: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return values.filter((value, index) => values.findIndex((other) => same(value, other)) !== index);
}

/** Each value once, in order. */
export function uniq<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Values by the key `keyOf` gives each. */
export function groupBy<T, K extends PropertyKey>(values: readonly T[], keyOf: (value: T) => K): Partial<Record<K, T[]>> {
  const groups: Partial<Record<K, T[]>> = {};
  for (const value of values) (groups[keyOf(value)] ??= []).push(value);
  return groups;
}

/** Whether `value` matches the regular expression written as a string (or any of several). */
export function isRegexpStringMatch(regexp: string | string[] | undefined, value: string): boolean {
  if (regexp === undefined) return false;
  return (Array.isArray(regexp) ? regexp : [regexp]).some((source) => new RegExp(source).test(value));
}

/** Query strings merged: `append` keeps every value of a key, `set` the last. */
export function mergeSearchParams(params: URLSearchParams[], strategy: 'append' | 'set'): URLSearchParams {
  const merged = new URLSearchParams();
  for (const item of params) for (const [key, value] of item.entries()) merged[strategy](key, value);
  return merged;
}

/** `mergeSearchParams` of query strings, as a query string (`?a=1&b=2`, or '' when empty). */
export function mergeSearchStrings(searches: Array<string | undefined>, strategy: 'append' | 'set'): string {
  const merged = mergeSearchParams(searches.map((search) => new URLSearchParams(search ?? '')), strategy).toString();
  return merged ? `?${merged}` : '';
}

/** Whether the reader asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Tags grouped by their first letter, letters in order, tags sorted in each. */
export function listTagsByLetters<T extends { label: string }>(tags: readonly T[]): Array<{ letter: string; tags: T[] }> {
  const groups = groupBy([...tags].sort((a, b) => a.label.localeCompare(b.label)), (tag) => tag.label[0]!.toUpperCase());
  return Object.entries(groups)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, grouped]) => ({ letter, tags: grouped as T[] }));
}

/** The props of an admonition with `title` taken from a first child `<mdxAdmonitionTitle>` when there is one: hexsite's admonitions take `title` as given. */
export function processAdmonitionProps<P extends object>(props: P): P {
  return props;
}

/** The items of a doc card list that have a link (categories without one are left out, as Docusaurus does). */
export function filterDocCardListItems<T extends { type?: string; href?: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.type !== 'category' || item.href !== undefined);
}
