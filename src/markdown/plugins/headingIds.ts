import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import GithubSlugger from 'github-slugger';
import { walk } from '../walk.js';
import { markdownTranslator } from '../../../theme/i18n/markdownTexts.js';

const HEADING = /^h[1-6]$/;

/**
 * Gives every heading a unique GitHub-style id (custom `{#id}`s are kept and reserved first)
 * and appends a `#` link to it, hidden until the heading is hovered or the link focused. Its
 * label is in the build's locale: `texts` (see `MarkdownSetup.texts`).
 */
export function rehypeHeadingIds(texts?: Record<string, string>) {
  const translate = markdownTranslator(texts);
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    const headings: Element[] = [];
    walk(tree, 'element', (node: Element) => {
      if (HEADING.test(node.tagName)) headings.push(node);
    });
    // Custom ids are taken first so a generated slug never collides with one.
    for (const heading of headings) {
      if (typeof heading.properties.id === 'string') slugger.slug(heading.properties.id);
    }
    for (const heading of headings) {
      const text = toString(heading).trim();
      // A heading with no text still needs an id that links can point at.
      const id = typeof heading.properties.id === 'string' ? heading.properties.id : slugger.slug(text) || slugger.slug('heading');
      heading.properties.id = id;
      const classes = Array.isArray(heading.properties.className) ? heading.properties.className : [];
      // h1 is the title, and screen-reader-only headings (GFM's "Footnotes") stay out of sight.
      if (heading.tagName === 'h1' || classes.includes('sr-only')) continue;
      heading.properties.className = [...classes, 'anchor'];
      const label = translate('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: text });
      heading.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: label, title: label },
        children: [{ type: 'text', value: '\u200b' }],
      });
    }
  };
}
