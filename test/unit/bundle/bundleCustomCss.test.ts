import { describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { siteError, writeSite } from '../helpers.js';

const config = (extra: Record<string, unknown>) => JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/b/', ...extra }, null, 2);

describe('bundle/bundleCustomCss', () => {
  it('bundles the files in order into one minified, hashed stylesheet, with hashed copies of the files url() names', async () => {
    const site = await writeSite({
      'hexsite.config.json': config({ customCss: ['css/a.css', 'css/b.css'] }),
      'docs/intro.md': '# Intro\n',
      'css/a.css': "@import './part.css';\n:root {\n  --hexsite-color-primary: #7c3aed;\n}\n",
      'css/part.css': '.navbar { background: url(./dot.svg); }\n',
      'css/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'css/b.css': '.footer { background: url(/img/bg.svg); }\n',
      'static/img/bg.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1"/>',
    });
    const result = await build({ siteDir: site, write: false });
    const files = new Map(result.files.map((file) => [file.path, 'contents' in file ? String(file.contents) : '']));
    const sheet = [...files.keys()].find((file) => /^assets\/css\/custom\.[A-Z0-9]{8}\.css$/.test(file));
    expect(sheet).toBeDefined();
    const css = files.get(sheet!)!;
    expect(css).toMatch(/^\.navbar\{background:url\("\.\.\/media\/dot\.[A-Z0-9]{8}\.svg"\)\}:root\{--hexsite-color-primary: #7c3aed\}\.footer\{background:url\("\.\.\/media\/bg\.[A-Z0-9]{8}\.svg"\)\}\n$/);
    for (const media of css.match(/media\/[a-z]+\.[A-Z0-9]{8}\.svg/g)!) expect(files.has(`assets/${media}`)).toBe(true);
    const html = result.pages.find((page) => page.permalink === '/b/docs/intro')!.html;
    // After the theme's stylesheet, below the base path.
    expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="/b/assets/css/styles\\.[A-Z0-9]{8}\\.css">\\n<link rel="stylesheet" href="/b/${sheet}">`));
  });

  it('takes one file as a string, and adds nothing to a site without customCss', async () => {
    const one = await build({ siteDir: await writeSite({ 'hexsite.config.json': config({ customCss: 'custom.css' }), 'docs/intro.md': '# Intro\n', 'custom.css': 'a { color: red }' }), write: false });
    expect(one.files.filter((file) => file.path.includes('/custom.'))).toHaveLength(1);
    const none = await build({ siteDir: await writeSite({ 'docs/intro.md': '# Intro\n' }), write: false });
    expect(none.files.some((file) => file.path.includes('/custom.'))).toBe(false);
    expect(none.pages[0].html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('names the config line of a missing file', async () => {
    const site = await writeSite({ 'hexsite.config.json': config({ customCss: ['css/custom.css'] }), 'docs/intro.md': '# Intro\n' });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "hexsite.config.json:6:5  Unexpected missing file \`css/custom.css\` in \`customCss\`, expected a CSS file, relative to the site folder
        hint: Fix the path (relative to the folder of the config file), or create the file.   [custom-css-missing]"
    `);
  });

  it('names the file and line of CSS that does not parse, and of an @import that cannot be found', async () => {
    const site = await writeSite({
      'hexsite.config.json': config({ customCss: 'custom.css' }),
      'docs/intro.md': '# Intro\n',
      'custom.css': "@import './parts.css';\n.a { color: red }\n",
      'parts.css': '.b {\n  color: blue;\n\n.c { color: green }\n',
    });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "parts.css:5:1  Unexpected CSS: Expected "}" to go with "{", expected valid CSS
        hint: The unbalanced "{" is here:   [custom-css]

      ✗ 1 problem found"
    `);
    const missing = await writeSite({ 'hexsite.config.json': config({ customCss: 'custom.css' }), 'docs/intro.md': '# Intro\n', 'custom.css': "\n@import './nope.css';\n" });
    expect(await siteError(missing)).toMatchInlineSnapshot(`
      "custom.css:2:9  Unexpected CSS: Could not resolve "./nope.css", expected valid CSS
        [custom-css]

      ✗ 1 problem found"
    `);
  });

  it('refuses a site path that names no static file, and Sass', async () => {
    const site = await writeSite({ 'hexsite.config.json': config({ customCss: 'custom.css' }), 'docs/intro.md': '# Intro\n', 'custom.css': '.a {\n  background: url(/img/none.png);\n}\n' });
    expect(await siteError(site)).toMatchInlineSnapshot(`
      "custom.css:2:15  Unexpected site path \`/img/none.png\`, expected a file in \`static/\`, expected valid CSS
        [custom-css]

      ✗ 1 problem found"
    `);
    const sass = await writeSite({ 'hexsite.config.json': config({ customCss: 'custom.scss' }), 'docs/intro.md': '# Intro\n', 'custom.scss': '$a: red;' });
    expect(await siteError(sass)).toMatchInlineSnapshot(`
      "hexsite.config.json:5:16  Unexpected file \`custom.scss\` in \`customCss\`, expected a \`.css\` file
        hint: hexsite bundles plain CSS: compile Sass or Less to a \`.css\` file first, and list that.   [custom-css-missing]"
    `);
  });

  it('refuses a file outside the site folder', async () => {
    const outside = await writeSite({ 'x.css': 'a { color: red }' });
    const site = await writeSite({ 'hexsite.config.json': config({ customCss: `${outside}/x.css` }), 'docs/intro.md': '# Intro\n' });
    expect((await siteError(site)).replaceAll(outside, '<OUTSIDE>').replaceAll(site, '<SITE>')).toMatchInlineSnapshot(`
      "hexsite.config.json:5:16  Unexpected custom CSS file \`<OUTSIDE>/x.css\` outside the site folder, expected a file inside \`<SITE>\`
        hint: hexsite reads only files inside the site folder, so that a build never publishes other files of the machine. Copy the file into the site folder.   [outside-site]"
    `);
  });
});
