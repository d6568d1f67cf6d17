import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { prefixBasePath } from '../../../src/util/url.js';
import { CrashScreen, describeError } from '../../../theme/components/CrashScreen.js';

describe('render/renderContent', () => {
  it('prefixes site paths of React pages with the base path, once', () => {
    expect(prefixBasePath('<a href="/docs/intro">a</a><img src="/img/x.svg"/><a href="//cdn.example/x">c</a>', '/hexagon/')).toBe(
      '<a href="/hexagon/docs/intro">a</a><img src="/hexagon/img/x.svg"/><a href="//cdn.example/x">c</a>',
    );
    expect(prefixBasePath('<a href="/hexagon/docs">a</a>', '/hexagon/')).toBe('<a href="/hexagon/docs">a</a>');
    expect(prefixBasePath('<a href="/docs">a</a>', '/')).toBe('<a href="/docs">a</a>');
  });
});

describe('theme/components/CrashScreen', () => {
  it('lists an error and its causes', () => {
    const error = new Error('Outer message', { cause: new Error('Inner message') });
    expect(describeError(error)).toBe('Outer message\n\nCause:\nInner message');
  });

  it('renders the crash screen with its message and a Try again button', () => {
    const html = renderToStaticMarkup(<CrashScreen error={new Error('boom')} tryAgain={() => {}} translate={(_id, english) => english} />);
    expect(html).toContain('<h1>This page crashed.</h1>');
    expect(html).toContain('Try again</button>');
    expect(html).toContain('boom');
  });
});
