/**
 * `ThemeClassNames` of `@docusaurus/theme-common`: Docusaurus's stable class names, which sites'
 * CSS targets (`ThemeClassNames.docs.docMarkdown`). hexsite's markup has its own classes and
 * carries none of them, so each name here is made from its path (`theme-docs-doc-markdown`):
 * a component that adds one to its own element still gets a class its CSS can use.
 */
export const ThemeClassNames: Record<string, Record<string, string>> = new Proxy({} as Record<string, Record<string, string>>, {
  get(_target, group) {
    if (typeof group !== 'string') return undefined;
    return new Proxy({} as Record<string, string>, {
      get: (_inner, name) => (typeof name === 'string' ? `theme-${kebab(group)}-${kebab(name)}` : undefined),
    });
  },
});

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
