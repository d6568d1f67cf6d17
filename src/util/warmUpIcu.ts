let warm = false;

/**
 * Loads ICU's data, once per process. Its first use (any `Intl` object, or `localeCompare`
 * with a locale) costs 20–35 ms on this thread, and every build uses it: routes and sidebars
 * are sorted with the `en` collator, blog dates and the locale menu are formatted by `Intl`.
 * Done while the thread would wait anyway (for esbuild, `loadModule`), it costs no time; the
 * locale makes no difference, as what is slow is the loading, not the locale's data.
 */
export function warmUpIcu(): void {
  if (warm) return;
  warm = true;
  'a'.localeCompare('b', 'en');
  new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.DisplayNames(['en'], { type: 'language' }).of('en');
}
