import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import type { VFile } from 'vfile';
import { visit, EXIT } from 'unist-util-visit';

/**
 * Raw HTML in Markdown is parsed and then sanitised with GitHub's rules: elements such as
 * `<details>`, `<kbd>` and `<sub>` work; `<script>`, `<style>`, `<iframe>`, event handler
 * attributes and `javascript:` URLs are dropped. Classes, ids and data attributes are kept so
 * the markup hexsite itself generates (admonitions, code blocks) passes through unchanged.
 */
const schema: Schema = {
  ...defaultSchema,
  clobber: [],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id', 'data*', 'ariaLabel', 'ariaHidden', 'role'],
  },
};

/** Parses and sanitises raw HTML, only in trees that contain some (the common case has none). */
export function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    let hasRaw = false;
    visit(tree, 'raw', () => {
      hasRaw = true;
      return EXIT;
    });
    if (!hasRaw) return tree;
    return sanitize(raw(tree, { file }), schema) as Root;
  };
}
