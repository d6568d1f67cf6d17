/**
 * Whether a component's code does anything in the browser: uses state or effects, handles
 * events, or is a class component. One that does not is static HTML and ships no script: a
 * React page, or a component MDX content uses. Read from the bundled code, so what the module
 * imports counts too.
 */
export function runsInBrowser(code: string): boolean {
  return /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|DeferredValue|ImperativeHandle|Ref)\b/.test(code) || /\bon[A-Z][A-Za-z]*\s*:/.test(code) || /\bextends\s+[\w$.]*(Pure)?Component\b/.test(code);
}
