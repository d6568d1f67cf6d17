import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { interpolate } from '../../../theme/i18n/interpolate.js';

describe('theme/i18n/interpolate', () => {
  it('puts elements in the places of their placeholders, as children written by hand would be', () => {
    const message = 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.';
    const translated = renderToStaticMarkup(<div>{interpolate(message, { siteTitle: 'Hexagon', versionLabel: <b>1.0</b> })}</div>);
    const byHand = renderToStaticMarkup(
      <div>
        {'This is documentation for '}
        {'Hexagon'} <b>1.0</b>
        {', which is no longer actively maintained.'}
      </div>,
    );
    expect(translated).toBe(byHand);
  });

  it('keeps a placeholder without a value as written, and a message without placeholders whole', () => {
    expect(renderToStaticMarkup(<p>{interpolate('See {link} or {other}', { link: <a href="/x">x</a> })}</p>)).toBe('<p>See <a href="/x">x</a> or {other}</p>');
    expect(renderToStaticMarkup(<p>{interpolate('Plain', {})}</p>)).toBe('<p>Plain</p>');
  });
});
