import { describe, expect, it } from 'vitest';
import { configHtmlTags, describeHtmlTagProblem, htmlTagProblem, renderHtmlTag, renderHtmlTags, withBasePath } from '../../../src/render/htmlTags.js';

describe('render/htmlTags', () => {
  it('writes a tag object with escaped attributes, bare boolean ones, and no end tag for a void element', () => {
    expect(renderHtmlTag({ tagName: 'meta', attributes: { name: 'verify', content: 'a"b<c>&d', hidden: false, itemprop: undefined } }, '/')).toBe(
      '<meta name="verify" content="a&quot;b&lt;c&gt;&amp;d">',
    );
    expect(renderHtmlTag({ tagName: 'script', attributes: { src: 'https://cdn.example.com/a.js', async: true }, innerHTML: '' }, '/')).toBe(
      '<script src="https://cdn.example.com/a.js" async></script>',
    );
    expect(renderHtmlTag({ tagName: 'script', innerHTML: 'window.x = 1 < 2;' }, '/')).toBe('<script>window.x = 1 < 2;</script>');
  });

  it('puts site paths of href and src below the base path, and leaves other URLs as written', () => {
    expect(withBasePath('/js/a.js', '/docs/')).toBe('/docs/js/a.js');
    expect(withBasePath('/docs/js/a.js', '/docs/')).toBe('/docs/js/a.js');
    expect(withBasePath('//cdn.example.com/a.js', '/docs/')).toBe('//cdn.example.com/a.js');
    expect(withBasePath('https://example.com/a.js', '/docs/')).toBe('https://example.com/a.js');
    expect(withBasePath('js/a.js', '/docs/')).toBe('js/a.js');
    expect(renderHtmlTag({ tagName: 'link', attributes: { rel: 'preload', href: '/fonts/a.woff2', as: 'font' } }, '/docs/')).toBe('<link rel="preload" href="/docs/fonts/a.woff2" as="font">');
    // Only URL attributes: a meta's content is text.
    expect(renderHtmlTag({ tagName: 'meta', attributes: { name: 'x', content: '/not/a/link' } }, '/docs/')).toBe('<meta name="x" content="/not/a/link">');
  });

  it("renders the config's headTags, stylesheets and scripts in the head, in Docusaurus's order", () => {
    const tags = configHtmlTags({
      headTags: [{ tagName: 'meta', attributes: { name: 'verify', content: 'token' } }],
      stylesheets: ['/css/a.css', { href: 'https://cdn.example.com/b.css', media: 'print', crossorigin: 'anonymous' }],
      scripts: ['/js/a.js', { src: 'https://cdn.example.com/b.js', async: true, defer: false, 'data-domain': 'example.com' }],
    });
    expect(renderHtmlTags([tags], { baseUrl: '/site/' })).toEqual({
      headTags: [
        '<meta name="verify" content="token">',
        '<link rel="stylesheet" href="/site/css/a.css">',
        '<link rel="stylesheet" href="https://cdn.example.com/b.css" media="print" crossorigin="anonymous">',
        '<script src="/site/js/a.js"></script>',
        '<script src="https://cdn.example.com/b.js" async data-domain="example.com"></script>',
      ].join('\n'),
      preBodyTags: '',
      postBodyTags: '',
    });
  });

  it('takes injectHtmlTags results: strings as written, a single tag or a list, for each of the three places', () => {
    const rendered = renderHtmlTags(
      [
        { headTags: '<meta name="a" content="1">', preBodyTags: [{ tagName: 'noscript', innerHTML: '<img src="/pixel.gif">' }] },
        { headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: '/favicon.ico' } }], postBodyTags: [{ tagName: 'div', attributes: { id: 'portal' } }] },
      ],
      { baseUrl: '/' },
    );
    expect(rendered).toEqual({
      headTags: '<meta name="a" content="1">\n<link rel="icon" href="/favicon.ico">',
      preBodyTags: '<noscript><img src="/pixel.gif"></noscript>',
      postBodyTags: '<div id="portal"></div>',
    });
  });

  it('says what is wrong with a bad tag, and where in it', () => {
    const said = (tag: unknown, place?: 'headTags' | 'postBodyTags') => {
      const problem = htmlTagProblem(tag, place);
      return problem && describeHtmlTagProblem(problem, 'headTags[0]');
    };
    expect(said(42)).toBe('Unexpected number 42 for `headTags[0]`, expected a tag object `{ tagName, attributes, innerHTML }` or an HTML string');
    expect(said({ tagName: 'meta', attributes: {}, inner: 'x' })).toBe('Unexpected string "x" for `headTags[0].inner`, expected only the keys `tagName`, `attributes` and `innerHTML`');
    expect(said({ tagName: 'my tag' })).toBe('Unexpected string "my tag" for `headTags[0].tagName`, expected an element name such as "meta" or "script"');
    expect(said({ tagName: 'div' })).toBe('Unexpected string "div" for `headTags[0].tagName`, expected an element a head may hold: base, link, meta, noscript, script, style, template');
    expect(said({ tagName: 'div' }, 'postBodyTags')).toBeUndefined();
    expect(said({ tagName: 'meta', attributes: { 'on"load': 'x' } })).toBe('Unexpected string "on\\"load" for `headTags[0].attributes.on"load`, expected an attribute name without spaces, quotes, `/`, `=` or `>`');
    expect(said({ tagName: 'meta', attributes: { content: 3 } })).toBe('Unexpected number 3 for `headTags[0].attributes.content`, expected a string, or a boolean for an attribute without value');
    expect(said({ tagName: 'script', attributes: { src: 'javascript:alert(1)' } })).toBe(
      'Unexpected string "javascript:alert(1)" for `headTags[0].attributes.src`, expected a path, or an http:, https:, mailto: or tel: URL',
    );
    expect(said({ tagName: 'meta', innerHTML: 'x' })).toBe('Unexpected string "x" for `headTags[0].innerHTML`, expected no innerHTML: `<meta>` holds no content');
    expect(said({ tagName: 'script', innerHTML: 'a = "</SCRIPT>"' })).toBe(
      'Unexpected string "a = \\"</SCRIPT>\\"" for `headTags[0].innerHTML`, expected no `</script` inside, which would end the element there: write it `<\\/script`',
    );
  });

  it('throws a bad tag given to it, naming the place and the index', () => {
    expect(() => renderHtmlTags([{ headTags: [{ tagName: 'meta' }, { tagName: 'p' }] }], { baseUrl: '/' })).toThrow(
      'Unexpected string "p" for `headTags[1].tagName`, expected an element a head may hold',
    );
  });
});
