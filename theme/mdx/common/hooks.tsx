import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { translate } from '../Translate.js';
import { useHistory, useLocation, type History } from '../router.js';

/** `useEvent`: a callback whose identity never changes and that always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useLayoutEffectInBrowser(() => {
    ref.current = callback;
  });
  return useCallback(((...args: never[]) => ref.current(...args)) as T, []);
}

/** useLayoutEffect in the browser; nothing on the server, where React warns about it. */
const useLayoutEffectInBrowser = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** `usePrevious`: the value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useLayoutEffectInBrowser(() => {
    ref.current = value;
  });
  return ref.current;
}

/** Thrown by a hook used outside its provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}

/** One provider made of several, the first outermost. */
export function composeProviders(providers: Array<ComponentType<{ children: ReactNode }>>): ComponentType<{ children: ReactNode }> {
  return function ComposedProviders({ children }) {
    return <>{providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children)}</>;
  };
}

/** The width below which the theme lays out for phones (996 px, as Docusaurus's). */
const DESKTOP_BREAKPOINT = 996;

/** `useWindowSize`: `ssr` in the static HTML and while hydrating, then `desktop` or `mobile`, followed as the window resizes. */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT }: { desktopBreakpoint?: number } = {}): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}

/**
 * `usePluralForm`: `selectMessage(count, 'One post|{count} posts')` picks the form of the
 * locale's plural rules (`Intl.PluralRules`) among the `|`-separated ones.
 */
export function usePluralForm(): { selectMessage: (count: number, pluralMessages: string) => string } {
  const locale = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  return { selectMessage: (count, messages) => selectPluralMessage(locale, count, messages) };
}

/** CLDR's order of plural categories, in which a message writes its forms. */
const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of `messages` (`one|other`, or the locale's forms in CLDR's order) for `count`. */
export function selectPluralMessage(locale: string, count: number, messages: string): string {
  const forms = messages.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = new Intl.PluralRules(locale);
  // `pluralCategories` comes in no fixed order: the forms are written in CLDR's.
  const categories = PLURAL_ORDER.filter((category) => rules.resolvedOptions().pluralCategories.includes(category));
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(index < 0 ? forms.length - 1 : index, forms.length - 1)]!;
}

/** `useCollapsible`: a collapsed state and the functions that change it. */
export function useCollapsible({ initialState = false }: { initialState?: boolean | (() => boolean) } = {}) {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/** `useHistorySelector`: a value read from the browser's history (hexsite's router), read again as the location changes. */
export function useHistorySelector<Value>(selector: (history: History) => Value): Value {
  const history = useHistory();
  useLocation();
  return selector(history);
}

/** `useQueryString(key)`: a parameter of the page's query string and a function that sets it (`null` removes it). */
export function useQueryString(key: string): [string, (value: string | null, options?: { push: boolean }) => void] {
  const { search } = useLocation();
  const history = useHistory();
  const set = useCallback((next: string | null, options?: { push: boolean }) => {
    const params = new URLSearchParams(history.location.search);
    if (next === null) params.delete(key);
    else params.set(key, next);
    goTo(history, params, options?.push ?? false);
  }, [history, key]);
  return [new URLSearchParams(search).get(key) ?? '', set];
}

/** `useQueryStringList(key)`: every value of a parameter, and a function that replaces them. */
export function useQueryStringList(key: string): [string[], (update: string[] | ((old: string[]) => string[]), options?: { push: boolean }) => void] {
  const { search } = useLocation();
  const history = useHistory();
  const set = useCallback((update: string[] | ((old: string[]) => string[]), options?: { push: boolean }) => {
    const params = new URLSearchParams(history.location.search);
    const next = typeof update === 'function' ? update(params.getAll(key)) : update;
    params.delete(key);
    for (const value of next) params.append(key, value);
    goTo(history, params, options?.push ?? false);
  }, [history, key]);
  return [new URLSearchParams(search).getAll(key), set];
}

/** `useClearQueryString`: removes the page's query string. */
export function useClearQueryString(): () => void {
  const history = useHistory();
  return useCallback(() => goTo(history, new URLSearchParams(), false), [history]);
}

/** The search page's query (`?q=`). */
export function useSearchQueryString(): [string, (value: string | null) => void] {
  return useQueryString('q');
}

/** A link to hexsite's search with a query: `/search?q=…` under the base URL. */
export function useSearchLinkCreator(): (query: string) => string {
  return (query) => `search?q=${encodeURIComponent(query)}`;
}

/** The class Docusaurus gives a heading an anchor targets; hexsite's headings have their own. */
export function useAnchorTargetClassName(id: string | undefined): string | undefined {
  return id ? 'anchor' : undefined;
}

/** The filters Docusaurus's search gives contextual search: the page's locale; hexsite's search reads them itself. */
export function useContextualSearchFilters(): { locale: string; tags: string[] } {
  return { locale: typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en', tags: [] };
}

/** The title of a tags page, in the locale's words. */
export function translateTagsPageTitle(): string {
  return translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });
}

function goTo(history: History, params: URLSearchParams, push: boolean): void {
  const search = params.toString();
  const to = { pathname: history.location.pathname, search: search ? `?${search}` : '', hash: history.location.hash };
  if (push) history.push(to);
  else history.replace(to);
}
