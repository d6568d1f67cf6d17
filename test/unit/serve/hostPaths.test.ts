import { describe, expect, it } from 'vitest';
import { candidateFiles, isHashedAsset, requestPath, resolveHostPath, splitRequestTarget } from '../../../src/serve/hostPaths.js';

describe('serve/hostPaths', () => {
  it('redirects the root and the bare base path to the base path', () => {
    expect(resolveHostPath('/', '/site/')).toEqual({ kind: 'redirect', location: '/site/' });
    expect(resolveHostPath('/site', '/site/')).toEqual({ kind: 'redirect', location: '/site/' });
    expect(resolveHostPath('/', '/')).toEqual({ kind: 'files', candidates: ['index.html'] });
  });

  it('tries the file, its folder index, then the .html fallback; decodes each segment', () => {
    expect(resolveHostPath('/site/docs/intro', '/site/')).toEqual({ kind: 'files', candidates: ['docs/intro', 'docs/intro/index.html', 'docs/intro.html'] });
    expect(resolveHostPath('/site/docs/', '/site/')).toEqual({ kind: 'files', candidates: ['docs/index.html'] });
    expect(resolveHostPath('/site/docs/caf%C3%A9', '/site/')).toMatchObject({ candidates: ['docs/café', 'docs/café/index.html', 'docs/café.html'] });
    expect(resolveHostPath('/other/page', '/site/')).toEqual({ kind: 'outside' });
    expect(candidateFiles('')).toEqual(['index.html']);
  });

  it('refuses every spelling of `..`, backslashes, NUL bytes, encoded slashes and bad escapes', () => {
    for (const path of ['/site/../etc', '/site/%2e%2e/etc', '/site/%2E%2E/etc', '/site/..%2fetc', '/site/a%2F..%2F..%2Fetc', '/site/..%5cetc', '/site/a\\..\\etc', '/site/a%00.html', '/site/%E0%A4%A', '/site/./x']) {
      expect(resolveHostPath(path, '/site/'), path).toEqual({ kind: 'invalid' });
    }
  });

  it('takes the path of a request target, without query or fragment', () => {
    expect(requestPath('/a/b?x=1#y')).toBe('/a/b');
    expect(requestPath(undefined)).toBeNull();
    expect(requestPath('*')).toBeNull();
  });

  it('takes the path of an absolute-form target as sent, still encoded, whatever its host (RFC 9112 §3.2.2)', () => {
    expect(splitRequestTarget('http://example.com/a/%2e%2e/b?x=1#y')).toEqual({ path: '/a/%2e%2e/b', query: '?x=1' });
    expect(splitRequestTarget('HTTPS://example.com:8080')).toEqual({ path: '/', query: '' });
    expect(splitRequestTarget('http://example.com?x')).toEqual({ path: '/', query: '?x' });
    expect(requestPath('ftp://example.com/a')).toBeNull();
  });

  it('names content-hashed assets under assets/ only', () => {
    expect(isHashedAsset('assets/js/main.U2JLXUMA.js')).toBe(true);
    expect(isHashedAsset('assets/css/styles.I5ZKJSLD.css')).toBe(true);
    expect(isHashedAsset('assets/images/diagram-3f2a9c1b.png')).toBe(true);
    expect(isHashedAsset('assets/images/hexagon-environments.png')).toBe(false);
    expect(isHashedAsset('img/logo.U2JLXUMA.svg')).toBe(false);
    expect(isHashedAsset('assets/js/main.js')).toBe(false);
  });
});
