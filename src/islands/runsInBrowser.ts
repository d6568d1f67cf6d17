/**
 * Whether a component's code does anything in the browser: uses state or effects, handles
 * events, or is a class component. One that does not is static HTML and ships no script: a
 * React page, or a component MDX content uses. Read from the bundled code, so what the module
 * imports counts too.
 */
/** A DOM event handler among an element's props (`onClick:` in compiled JSX); not any `on…` key, such as a config's `onBrokenLinks`. */
const EVENT_PROP = /\bon(Click|DoubleClick|ContextMenu|Change|Input|Submit|Reset|Invalid|Key(Down|Up|Press)|Mouse[A-Z]\w*|Pointer[A-Z]\w*|Touch[A-Z]\w*|Focus|Blur|Scroll|Wheel|Drag[A-Z]?\w*|Drop|Toggle|Select|Copy|Cut|Paste|Play|Pause|Ended|TimeUpdate|Load|Error|Animation[A-Z]\w*|Transition[A-Z]\w*)(Capture)?\s*:/;

/** Docusaurus's modules whose work is in the browser: where the reader is, whether it is the browser, what only the browser renders, the colour mode the reader picks. */
const BROWSER_MODULE = /["']@docusaurus\/(?:router|useIsBrowser|BrowserOnly)["']|["']@theme\/(?:ThemedImage|ColorModeToggle|Navbar\/ColorModeToggle)["']/;

/** The names of `@docusaurus/theme-common` whose work is in the browser (a page that imports only `PageMetadata` or `useThemeConfig` stays static). */
const THEME_COMMON = /["']@docusaurus\/theme-common(?:\/internal)?["']/;
const THEME_COMMON_BROWSER = /\b(?:useColorMode|useWindowSize|useStorageSlot|useQueryString|useQueryStringList|useClearQueryString|useSearchQueryString|useHistorySelector|useCollapsible|Collapsible|ThemedComponent|ErrorBoundaryTryAgainButton)\b/;

export function runsInBrowser(code: string): boolean {
  return BROWSER_MODULE.test(code) || (THEME_COMMON.test(code) && THEME_COMMON_BROWSER.test(code)) || /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|DeferredValue|ImperativeHandle|Ref)\b/.test(code) || EVENT_PROP.test(code) || /\bextends\s+[\w$.]*(Pure)?Component\b/.test(code);
}
