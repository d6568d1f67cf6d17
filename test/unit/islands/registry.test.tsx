import { mkdtemp, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createContext, useContext, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { locate } from '../../../src/bundle/bundleClient.js';
import { collectIslands, forwardContext, islandKeyOf, islandRefOf, islandRefOfKey, registerIsland, renderIsland, unserializable } from '../../../src/islands/registry.js';

const siteDir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'hexsite-islands-unit-')));
const ref = { module: path.join(siteDir, 'src/components/Counter.tsx'), exportName: 'Counter' };

function Counter({ start = 0, children }: { start?: number; children?: React.ReactNode }) {
  const [count] = useState(start);
  return (
    <div className="counter">
      Count: {count}
      {children}
    </div>
  );
}
registerIsland(Counter, ref);

const Theme = createContext('browser');
forwardContext(Theme);
function ThemeName() {
  return <i>{useContext(Theme)}</i>;
}

const island = (props: Record<string, unknown>) => renderIsland(islandRefOf(Counter)!, Counter, props, { siteDir });

describe('islands/registry', () => {
  it('knows the components registered as islands, and no other', () => {
    expect(islandRefOf(Counter)).toEqual(ref);
    expect(islandRefOf(ThemeName)).toBeUndefined();
    expect(islandRefOf('div')).toBeUndefined();
    expect(islandRefOf(null)).toBeUndefined();
  });

  it('keys a module by its path in the site folder, or in hexsite, never by an absolute path', () => {
    expect(islandKeyOf(ref, siteDir)).toBe('src/components/Counter.tsx#Counter');
    const builtin = { module: path.join(locate().rootDir, 'theme/mdx/BrowserOnly.tsx'), exportName: 'default' };
    expect(islandKeyOf(builtin, siteDir)).toBe('hexsite:theme/mdx/BrowserOnly.tsx#default');
    expect(islandRefOfKey('src/components/Counter.tsx#Counter', siteDir)).toEqual(ref);
    expect(islandRefOfKey('hexsite:theme/mdx/BrowserOnly.tsx#default', siteDir)).toEqual(builtin);
  });

  it('renders an island as a wrapper with its key and JSON props around markup the browser can hydrate', () => {
    const { value, islands, warnings } = collectIslands(() => renderToStaticMarkup(<section>{island({ start: 3 })}</section>));
    expect(value).toBe(
      '<section><hexsite-island data-island="src/components/Counter.tsx#Counter" data-props="{&quot;start&quot;:3}" style="display:contents"><div class="counter">Count: <!-- -->3</div></hexsite-island></section>',
    );
    expect(islands).toEqual(['src/components/Counter.tsx#Counter']);
    expect(warnings).toEqual([]);
  });

  it('renders element children into a slot, with the contexts of the content around it', () => {
    const { value } = collectIslands(() =>
      renderToStaticMarkup(
        <Theme.Provider value="server">
          {island({ children: <b>Hello <ThemeName /></b> })}
          <ThemeName />
        </Theme.Provider>,
      ),
    );
    expect(value).toBe(
      '<hexsite-island data-island="src/components/Counter.tsx#Counter" data-children="" style="display:contents"><div class="counter">Count: <!-- -->0<hexsite-children style="display:contents"><b>Hello <i>server</i></b></hexsite-children></div></hexsite-island><i>server</i>',
    );
  });

  it('passes text children as a prop', () => {
    const { value } = collectIslands(() => renderToStaticMarkup(island({ children: 'plain' })));
    expect(value).toContain('data-props="{&quot;children&quot;:&quot;plain&quot;}"');
    expect(value).not.toContain('hexsite-children');
  });

  it('renders static, with a warning naming the component and the prop, when a prop cannot reach the browser', () => {
    const { value, islands, warnings } = collectIslands(() => renderToStaticMarkup(<>{island({ start: 1, format: (n: number) => `${n}` })}{island({ icon: <svg /> })}</>));
    expect(value).toBe('<div class="counter">Count: 1</div><div class="counter">Count: 0</div>');
    expect(islands).toEqual([]);
    expect(warnings).toEqual([
      'Unexpected function in prop `format` of <Counter> (src/components/Counter.tsx#Counter), expected JSON values: it cannot reach the browser, so <Counter> renders static, without its script.',
      'Unexpected React element in prop `icon` of <Counter> (src/components/Counter.tsx#Counter), expected JSON values: it cannot reach the browser, so <Counter> renders static, without its script.',
    ]);
  });

  it('finds what JSON cannot carry, deep in a prop', () => {
    expect(unserializable({ a: [1, 'x', { b: null }] }, 'items')).toBeUndefined();
    expect(unserializable({ a: [1, { b: () => 1 }] }, 'items')).toEqual({ path: 'items.a[1].b', what: 'function' });
    expect(unserializable(new Date(0), 'when')).toEqual({ path: 'when', what: 'Date object' });
    expect(unserializable(Number.NaN, 'n')).toEqual({ path: 'n', what: 'number NaN' });
    expect(unserializable([undefined], 'list')).toEqual({ path: 'list[0]', what: 'undefined' });
    expect(unserializable(10n, 'big')).toEqual({ path: 'big', what: 'bigint' });
  });

  it('collects islands per render, the innermost collecting', () => {
    const outer = collectIslands(() => {
      const inner = collectIslands(() => renderToStaticMarkup(island({})));
      expect(inner.islands).toEqual(['src/components/Counter.tsx#Counter']);
      return renderToStaticMarkup(<p />);
    });
    expect(outer.islands).toEqual([]);
  });
});
