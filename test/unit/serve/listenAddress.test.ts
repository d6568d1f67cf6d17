import { describe, expect, it } from 'vitest';
import { isEveryInterface, toListenHost, urlHostOf } from '../../../src/serve/listenAddress.js';

describe('serve/listenAddress', () => {
  it('knows every spelling of the unspecified addresses, and nothing else', () => {
    for (const address of ['', '0', '0x0', '0.0.0.0', '::', '[::]', '0000::', '0:0:0:0:0:0:0:0', '::ffff:0.0.0.0']) {
      expect(isEveryInterface(address), address).toBe(true);
    }
    for (const address of ['127.0.0.1', '::1', '[::1]', 'localhost', '192.168.1.4', 'example.com', 'not a host']) {
      expect(isEveryInterface(address), address).toBe(false);
    }
  });

  it('writes a URL host a browser can open', () => {
    expect(urlHostOf('', '::')).toBe('localhost');
    expect(urlHostOf('0', '0.0.0.0')).toBe('localhost');
    expect(urlHostOf('127.0.0.1', '127.0.0.1')).toBe('127.0.0.1');
    expect(urlHostOf('::1', '::1')).toBe('[::1]');
    expect(urlHostOf('[::1]', '::1')).toBe('[::1]');
    expect(urlHostOf('localhost', '127.0.0.1')).toBe('localhost');
  });

  it('hands listen an IPv6 address without the brackets of its URL form', () => {
    expect(toListenHost('[::1]')).toBe('::1');
    expect(toListenHost('127.0.0.1')).toBe('127.0.0.1');
  });
});
