/**
 * The messages `@docusaurus/Translate` reads: the locale's `code.json`, by id. One store per
 * JavaScript realm, kept on `globalThis` so that every island module (each bundles its own copy
 * of this file) reads the same. On the server the core fills it before rendering a page; in the
 * browser it is filled from the `data-translations` of the page's islands, which the server
 * wrote with the messages each island used.
 */
const STORE = '__hexsite_code_translations';

/** The attribute of an island holding the messages its server render used, as JSON. */
export const TRANSLATIONS_ATTRIBUTE = 'data-translations';

interface Store {
  messages: Record<string, string>;
  /** While an island renders on the server: the translated messages it read, by id. */
  used?: Record<string, string>;
  /** While rendering on the server: whether any message was asked for, translated or not. */
  asked?: boolean;
  /** Browser: the island elements whose messages were read already. */
  read?: WeakSet<Element>;
}

function store(): Store {
  const global = globalThis as unknown as Record<string, Store | undefined>;
  return (global[STORE] ??= { messages: {} });
}

/** Server: the messages of the locale being built (its `code.json`), for the pages rendered next. */
export function setCodeTranslations(messages: Record<string, string>): void {
  store().messages = messages;
}

/** The locale's message for `id`, else `fallback` (the message as the code writes it). */
export function messageOf(id: string, fallback: string): string {
  const current = store();
  current.asked = true;
  let message = current.messages[id];
  if (message === undefined && typeof document !== 'undefined') message = readFromPage(current)[id];
  if (message === undefined) return fallback;
  if (current.used) current.used[id] = message;
  return message;
}

/** Server: the locale's message for `id`, undefined when it has none; read without being noted. */
export function translatedMessage(id: string): string | undefined {
  return store().messages[id];
}

/**
 * Server: runs `render` (a page's, an island's) and returns what it rendered, the translated
 * messages it read (what the browser needs to render an island again the same) and whether it
 * asked for any message at all (then the page depends on `code.json`).
 */
export function trackTranslations<T>(render: () => T): { value: T; used: Record<string, string>; asked: boolean } {
  const current = store();
  const outer = { used: current.used, asked: current.asked };
  const used: Record<string, string> = {};
  current.used = used;
  current.asked = false;
  try {
    const value = render();
    return { value, used, asked: current.asked };
  } finally {
    const asked = current.asked;
    current.used = outer.used ? Object.assign(outer.used, used) : undefined;
    current.asked = outer.asked || asked;
  }
}

/** Browser: the messages of islands of the page not read yet, added to the store. */
function readFromPage(current: Store): Record<string, string> {
  const read = (current.read ??= new WeakSet());
  for (const element of Array.from(document.querySelectorAll(`[${TRANSLATIONS_ATTRIBUTE}]`))) {
    if (read.has(element)) continue;
    read.add(element);
    try {
      Object.assign(current.messages, JSON.parse(element.getAttribute(TRANSLATIONS_ATTRIBUTE) ?? '{}'));
    } catch {
      console.warn(`hexsite: unreadable ${TRANSLATIONS_ATTRIBUTE} on an island; its texts stay as written`);
    }
  }
  return current.messages;
}
