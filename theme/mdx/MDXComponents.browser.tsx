import Admonition from './Admonition.js';
import Details from './Details.js';
import Head from './Head.browser.js';

/** `@theme/MDXComponents` in the browser: MDXComponents.tsx's map, with the browser's `Head`. */
const MDXComponents = {
  Head,
  head: Head,
  Details,
  details: Details,
  admonition: Admonition,
};

export default MDXComponents;
