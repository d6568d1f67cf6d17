import type { Server } from 'node:http';

/**
 * The host to hand `listen` for a `--host`: an IPv6 address written as in a URL (`[::1]`)
 * loses its brackets, which the resolver does not take.
 */
export function toListenHost(host: string): string {
  return /^\[.*\]$/.test(host) ? host.slice(1, -1) : host;
}

/** The address a listening server is bound to, as the system reports it (`127.0.0.1`, `::`). */
export function boundAddress(server: Server): string {
  const address = server.address();
  return typeof address === 'object' && address ? address.address : '';
}

/**
 * Whether a server bound to `address` answers on every network interface. Asked of the address
 * it was bound to, not of `--host` as typed: `''`, `0`, `0x0`, `0000::` and a name that resolves
 * to `0.0.0.0` all bind the unspecified address of IPv4 or IPv6, and only the bound address
 * says so in one spelling. Any spelling is understood all the same (`[::]`, `0:0::0`).
 */
export function isEveryInterface(address: string): boolean {
  const bare = toListenHost(address.trim());
  if (bare === '') return true;
  try {
    const host = new URL(bare.includes(':') ? `http://[${bare}]/` : `http://${bare}/`).hostname;
    // `::ffff:0.0.0.0` is IPv4's unspecified address, mapped into IPv6.
    return host === '0.0.0.0' || host === '[::]' || host === '[::ffff:0:0]';
  } catch {
    return false;
  }
}

/**
 * How to write, in a URL a browser of this machine can open, the host of a server asked to
 * listen on `host` and bound to `address`: `localhost` for every interface (an unspecified
 * address is no place to connect to), the host as asked otherwise, bracketed when IPv6.
 */
export function urlHostOf(host: string, address: string): string {
  if (isEveryInterface(address)) return 'localhost';
  const bare = toListenHost(host);
  return bare.includes(':') ? `[${bare}]` : bare;
}
