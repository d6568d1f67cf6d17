import { describe, expect, it } from 'vitest';
import { classifyLink } from '../../../../theme/client/classifyLink.js';
import { isSlowConnection } from '../../../../theme/client/prefetch.js';
import { PROGRESS_MINIMUM, trickle } from '../../../../theme/client/progressBar.js';
import { ScrollMemory, samePage, scrollTargetOf } from '../../../../theme/client/scrollMemory.js';

const current = new URL('http://site.test/hexagon/docs/intro');
/** A click on a link: its `href`, and what else the link has or the click was. */
interface Click {
  href: string | null;
  target: string | null;
  download: boolean;
  /** The language of the page it leads to, on a link to another locale. */
  hreflang?: string;
  button: number;
  modified: boolean;
}
const click = (href: string | null, extra: Partial<Click> = {}): Click => ({ href, target: null, download: false, button: 0, modified: false, ...extra });
const type = ({ href, target, download, hreflang, button, modified }: Click) => {
  const attributes: Record<string, string | null> = { href, target, download: download ? '' : null, hreflang: hreflang ?? null };
  const link = { getAttribute: (name: string) => attributes[name] ?? null, hasAttribute: (name: string) => attributes[name] != null };
  return classifyLink(link, { button, ctrlKey: modified, metaKey: false, shiftKey: false, altKey: false }, current, '/hexagon/').type;
};

describe('theme/client/classifyLink', () => {
  it('takes plain clicks on pages of the site, relative or absolute, with or without a hash', () => {
    expect(type(click('/hexagon/docs/api'))).toBe('page');
    expect(type(click('../blog'))).toBe('page');
    expect(type(click('/hexagon'))).toBe('page');
    expect(type(click('/hexagon/docs/api#cli'))).toBe('page');
    expect(type(click('/hexagon/404.html'))).toBe('page');
  });

  it('leaves everything else to the browser', () => {
    expect(type(click('https://example.com/hexagon/docs'))).toBe('native');
    expect(type(click('mailto:a@b.c'))).toBe('native');
    expect(type(click('/other/docs'))).toBe('native');
    expect(type(click('/hexagon/blog/rss.xml'))).toBe('native');
    expect(type(click('/hexagon/img/logo.svg'))).toBe('native');
    expect(type(click('/hexagon/docs/api', { download: true }))).toBe('native');
    // The same page in another locale: another build of the site, below the base path too.
    expect(type(click('/hexagon/fr/docs/api', { hreflang: 'fr' }))).toBe('native');
    expect(type(click('/hexagon/docs/api', { target: '_blank' }))).toBe('native');
    expect(type(click('/hexagon/docs/api', { target: '_self' }))).toBe('page');
    expect(type(click('/hexagon/docs/api', { modified: true }))).toBe('native');
    expect(type(click('/hexagon/docs/api', { button: 1 }))).toBe('native');
    expect(type(click(null))).toBe('native');
    // Same page, other anchor: the browser scrolls and sets :target.
    expect(type(click('#usage'))).toBe('anchor');
    expect(type(click('#usage', { modified: true }))).toBe('native');
  });
});

describe('theme/client/scrollMemory', () => {
  it('returns to the remembered place on Back and Forward, else to the anchor, else the top', () => {
    expect(scrollTargetOf({ arrival: 'pop', hash: '#a', saved: 300, samePage: false })).toEqual({ type: 'position', y: 300 });
    expect(scrollTargetOf({ arrival: 'pop', hash: '#a', saved: undefined, samePage: false })).toEqual({ type: 'anchor', id: 'a' });
    expect(scrollTargetOf({ arrival: 'push', hash: '#caf%C3%A9', saved: 300, samePage: false })).toEqual({ type: 'anchor', id: 'café' });
    expect(scrollTargetOf({ arrival: 'push', hash: '', saved: 300, samePage: false })).toEqual({ type: 'top' });
    expect(scrollTargetOf({ arrival: 'pop', hash: '', saved: undefined, samePage: true })).toEqual({ type: 'stay' });
  });

  it('keeps positions by entry key, survives JSON, and forgets the oldest past its limit', () => {
    const memory = new ScrollMemory();
    memory.set('a', 120.4);
    memory.set('b', -5);
    const again = new ScrollMemory(JSON.parse(JSON.stringify(memory)) as Record<string, number>);
    expect(again.get('a')).toBe(120);
    expect(again.get('b')).toBe(0);
    for (let index = 0; index < 100; index++) again.set(`k${index}`, index);
    expect(again.get('a')).toBeUndefined();
    expect(again.get('k99')).toBe(99);
  });

  it('tells a hash-only change from a page change', () => {
    expect(samePage(new URL('http://s/x#a'), new URL('http://s/x#b'))).toBe(true);
    expect(samePage(new URL('http://s/x?q=1'), new URL('http://s/x'))).toBe(false);
  });
});

describe('theme/client/prefetch and progressBar', () => {
  it('skips prefetching on 2g and with data saving', () => {
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('trickles by 0.02 from the minimum and never fills the bar by itself', () => {
    expect(trickle(0)).toBe(PROGRESS_MINIMUM);
    expect(trickle(0.5)).toBeCloseTo(0.52);
    let value = PROGRESS_MINIMUM;
    for (let step = 0; step < 100; step++) value = trickle(value);
    expect(value).toBeLessThan(1);
  });
});
