import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { HexsiteError } from '../../../src/errors/HexsiteError.js';
import { formatError } from '../../../src/errors/formatError.js';
import { listen } from '../../../src/serve/listen.js';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function newServer(): http.Server {
  const server = http.createServer((_, response) => response.end('x'));
  servers.push(server);
  return server;
}

describe('serve/listen', () => {
  it('fails clearly on a port in use when that port was asked for', async () => {
    const port = await listen(newServer(), { port: 0, host: '127.0.0.1' });
    const error = await listen(newServer(), { port, host: '127.0.0.1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HexsiteError);
    expect((error as HexsiteError).environment).toBe(true);
    expect(formatError(error).replace(String(port), 'PORT')).toMatchInlineSnapshot(`
      "Unexpected port PORT in use on 127.0.0.1, expected a free port
        hint: Stop the program that holds it, or choose another port with \`--port <number>\` (\`--port 0\` picks any free one).   [port-in-use]"
    `);
  });

  it('takes the next free port when allowed to', async () => {
    const port = await listen(newServer(), { port: 0, host: '127.0.0.1' });
    const next = await listen(newServer(), { port, host: '127.0.0.1', nextFreePort: true });
    expect(next).toBeGreaterThan(port);
  });

  it('names a host that is no address of this machine', async () => {
    const error = await listen(newServer(), { port: 0, host: '203.0.113.7' }).catch((caught: unknown) => caught);
    expect((error as HexsiteError).ruleId).toBe('bad-host');
    expect((error as HexsiteError).message).toContain('`203.0.113.7`');
  });
});
