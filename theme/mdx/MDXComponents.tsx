import Admonition from './Admonition.js';
import Details from './Details.js';
import Head from './Head.js';

/**
 * `@theme/MDXComponents`: the components Docusaurus gives MDX content by tag name, those that
 * mean something in hexsite (links, images, headings and code blocks are already hexsite's
 * markup when the content renders). A site's `src/theme/MDXComponents` spreads this map and adds
 * its own.
 */
const MDXComponents = {
  Head,
  head: Head,
  Details,
  details: Details,
  admonition: Admonition,
};

export default MDXComponents;
