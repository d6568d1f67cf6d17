import type { Element, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import type { VFile } from 'vfile';
import { isSafeUrl } from '../../util/safeUrl.js';
import { htmlTooDeep, validateHtmlNesting } from '../htmlNesting.js';
import { walk } from '../walk.js';

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

/**
 * Parses and sanitises raw HTML. Trees without raw HTML (most pages) only need their link and
 * image URLs checked, which is far cheaper than sanitising the whole tree.
 */
export function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    // One walk: URLs are checked on the way, and a tree with raw HTML is sanitised whole after it.
    let hasRaw = false;
    walk(tree, (node) => {
      if (node.type === 'raw') hasRaw = true;
      if (node.type !== 'element') return;
      // The schemes a link or image may use are those of every URL from content and config.
      for (const name of ['href', 'src'] as const) {
        const value = (node as Element).properties[name];
        if (typeof value === 'string' && !isSafeUrl(value)) delete (node as Element).properties[name];
      }
    });
    if (!hasRaw) return tree;
    validateHtmlNesting(tree, file.path);
    return sanitize(parseRaw(tree, file), schema) as Root;
  };
}

/**
 * The tree with its raw HTML parsed. That recurses once per level of the whole tree; nesting that
 * `validateHtmlNesting` lets through, such as deep lists inside deep HTML, can still overflow the
 * stack, which is then reported as the content's problem.
 */
function parseRaw(tree: Root, file: VFile): Root {
  try {
    return raw(tree, { file }) as Root;
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) throw htmlTooDeep('nested too deep to parse', file.path);
    throw error;
  }
}
