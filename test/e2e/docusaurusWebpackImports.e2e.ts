import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.js';
import { serveBuiltFixture } from './builtFixture.js';

// A Docusaurus site whose code imports an SVG as a component, an image as a URL, text raw and a
// CSS module, from a React page and from MDX content (test/fixtures/docusaurus-webpack-imports).
const { desktop } = useBrowser();
let url = '';
let close = async () => {};

beforeAll(async () => {
  ({ url, close } = await serveBuiltFixture('docusaurus-webpack-imports'));
});
afterAll(() => close());

describe('the imports of a Docusaurus site, as its webpack config reads them', () => {
  for (const path of ['', 'docs/gallery']) {
    it(`/${path}: draws the SVG components, loads the image, shows the raw text and keeps the CSS module's class after hydration`, async () => {
      const { page, errors } = await openPage(desktop(), url + path);
      const showcase = page.getByTestId('showcase');
      // Hydrated: the island answers a click.
      await showcase.getByRole('button').click();
      await expect.poll(() => showcase.getByRole('button').textContent()).toBe('Clicked 1');
      const lens = showcase.locator('svg.lens-default');
      expect(await lens.getAttribute('width')).toBe('32');
      expect(await lens.locator('circle').count()).toBe(2);
      expect(await lens.evaluate((svg) => (svg as SVGSVGElement).getBBox().width > 0)).toBe(true);
      expect(await showcase.locator('svg.lens-named > title').first().textContent()).toBe('Named lens');
      expect(await showcase.locator('svg.lens-required circle').count()).toBe(2);
      expect(await showcase.locator('svg.spark path').getAttribute('stroke-width')).toBe('3');
      expect(await showcase.locator('img.photo').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(4);
      expect(await showcase.locator('pre.snippet').textContent()).toBe('npm run build\n');
      expect(await showcase.locator('.note').textContent()).toBe('Plain text, read raw.\n');
      expect(await showcase.locator('.facts').textContent()).toBe('3 lenses');
      // The CSS module's class, the same in the server's HTML and the browser's code, styles the card.
      expect(await showcase.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(46, 133, 85)');
      expect(errors).toEqual([]);
    });
  }
});
