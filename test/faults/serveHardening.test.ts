import { createHash } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CANARY, hexsite, STACK, startHexsite, useBuiltScratch } from './helpers.js';

/** A started `serve` or `serve --watch`: what it printed until it said where it serves, or how it ended. */
interface Started {
  /** The port it serves on; null when it ended (or never said) instead. */
  port: number | null;
  code: number | null;
  output: string;
  stop(): Promise<void>;
}

const running: Started[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((each) => each.stop()));
});

/** Starts `hexsite …args` and waits until it prints its URL, or ends. */
function startServing(args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 60_000): Promise<Started> {
  const child = startHexsite(args, { env });
  let output = '';
  const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await ended;
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(done(null, null)), timeoutMs);
    const done = (port: number | null, code: number | null): Started => {
      clearTimeout(timer);
      const started = { port, code, output, stop };
      running.push(started);
      return started;
    };
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /at http:\/\/[^\s]*:(\d+)\//.exec(output);
      if (url) resolve(done(Number(url[1]), null));
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    void ended.then((code) => resolve(done(null, code)));
  });
}

/** Sends raw bytes to a port and resolves with the whole answer once the server closes. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The folder `serve --watch` of `site` builds into under the temporary folder `tmp`: see src/watch/devOutDir.ts. */
function devFolder(tmp: string, site: string): string {
  return path.join(tmp, `hexsite-dev-${createHash('sha1').update(realpathSync(site)).digest('hex').slice(0, 12)}`);
}

describe('serve --watch: the dev output is this user\'s alone', () => {
  const { scratch } = useBuiltScratch('minimal');

  /** A temporary folder of the test's own, as TMPDIR for the command. */
  function tmpFolder(): string {
    const tmp = path.join(scratch().root, 'tmp');
    mkdirSync(tmp);
    return tmp;
  }

  /** Pre-creates the dev folder as another user could, with a page of theirs in it. */
  function plant(folder: string, mode: number): void {
    mkdirSync(path.join(folder, 'build/docs/intro'), { recursive: true });
    writeFileSync(path.join(folder, 'build/docs/intro/index.html'), `<script>${CANARY}</script>`);
    chmodSync(folder, mode);
  }

  it('refuses a dev folder others may write to, with exit 3, and serves nothing from it', async () => {
    const tmp = tmpFolder();
    const folder = devFolder(tmp, scratch().site);
    plant(folder, 0o777);
    const run = await startServing(['serve', '--watch', scratch().site, '--port', '0'], { TMPDIR: tmp });
    expect(run.port).toBeNull();
    expect(run.code).toBe(3);
    expect(run.output).toContain(`Unexpected a folder others may write to (mode 777) at \`${folder}\``);
    expect(run.output).toContain('[unsafe-dev-folder]');
    expect(run.output).not.toMatch(STACK);
  });

  it.runIf(process.getuid?.() === 0)('refuses a dev folder of another user, even a private one', async () => {
    const tmp = tmpFolder();
    const folder = devFolder(tmp, scratch().site);
    plant(folder, 0o700);
    chownSync(folder, 65534, 65534);
    const run = await startServing(['serve', '--watch', scratch().site, '--port', '0'], { TMPDIR: tmp });
    expect(run.port).toBeNull();
    expect(run.code).toBe(3);
    expect(run.output).toContain(`Unexpected a folder of another user (uid 65534) at \`${folder}\``);
  });

  it('makes a dev folder of this user 0700 (older versions left it readable), and uses it again at the next start', async () => {
    const tmp = tmpFolder();
    const folder = devFolder(tmp, scratch().site);
    mkdirSync(folder);
    chmodSync(folder, 0o755);
    const first = await startServing(['serve', '--watch', scratch().site, '--port', '0'], { TMPDIR: tmp });
    expect(first.port).not.toBeNull();
    await first.stop();
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const second = await startServing(['serve', '--watch', scratch().site, '--port', '0'], { TMPDIR: tmp });
    expect(second.port).not.toBeNull();
    const page = await fetch(`http://127.0.0.1:${second.port}/site/docs/intro/`);
    expect(page.status).toBe(200);
    // The site's own page, built into the folder kept.
    expect(await page.text()).toMatch(/<h1[^>]*>Introduction<\/h1>/);
  });
});

describe('serve: every network interface, however written', () => {
  const { scratch } = useBuiltScratch('minimal');

  for (const host of ['', '0', '0000::']) {
    it(`--host '${host}' warns and prints a URL a browser can open`, async () => {
      const run = await startServing(['serve', scratch().out, '--port', '0', '--host', host]);
      expect(run.port).not.toBeNull();
      expect(run.output).toContain('warning: listening on every network interface');
      expect(run.output).toMatch(/at http:\/\/localhost:\d+\/site\//);
    });
  }
});

describe('serve: request targets in absolute form (RFC 9112 §3.2.2)', () => {
  const { scratch } = useBuiltScratch('minimal');

  it('answers `GET http://host/path` as `GET /path`, with the same checks of the path', async () => {
    const run = await startServing(['serve', scratch().out, '--port', '0']);
    const ok = await rawRequest(run.port!, 'GET http://127.0.0.1/site/docs/intro HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(ok).toMatch(/^HTTP\/1\.1 200 /);
    expect(ok).toContain(readFileSync(path.join(scratch().out, 'docs/intro/index.html'), 'latin1').slice(0, 200));
    // The host named in the target, not the Host header, names the origin: either way the same files.
    const otherHost = await rawRequest(run.port!, 'GET http://example.com/site/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(otherHost).toMatch(/^HTTP\/1\.1 200 /);
    const root = await rawRequest(run.port!, 'GET http://127.0.0.1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(root).toMatch(/^HTTP\/1\.1 302 /);
    expect(root).toContain('Location: /site/');
    const escape = await rawRequest(run.port!, 'GET http://127.0.0.1/site/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(escape).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('check-links reads what serve serves', () => {
  const { scratch } = useBuiltScratch('minimal');

  /** Adds a link to the home page of the output. */
  function linkFromHome(href: string): void {
    const file = path.join(scratch().out, 'index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</body>', `<a href="${href}">x</a></body>`));
  }

  it('reads a UTF-16 page with a byte order mark, and reports its broken link', () => {
    const page = '<!DOCTYPE html><html><head><title>Wide</title></head><body><a href="/site/docs/nowhere">broken</a></body></html>';
    mkdirSync(path.join(scratch().out, 'wide'));
    writeFileSync(path.join(scratch().out, 'wide/index.html'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(page, 'utf16le')]));
    const run = hexsite(['check-links', scratch().out]);
    expect(run.code).toBe(1);
    expect(run.output).toContain('wide/index.html  Unexpected link to `/site/docs/nowhere`');
  });

  it('refuses a page with NUL bytes and no byte order mark, naming it, instead of skipping it', () => {
    const page = '<!DOCTYPE html><html><body><a href="/site/docs/nowhere">broken</a></body></html>';
    mkdirSync(path.join(scratch().out, 'wide'));
    writeFileSync(path.join(scratch().out, 'wide/index.html'), Buffer.from(page, 'utf16le'));
    const run = hexsite(['check-links', scratch().out]);
    expect(run.code).toBe(1);
    expect(run.output).toContain('wide/index.html');
    expect(run.output).toContain('[unreadable-page]');
    expect(run.output).not.toMatch(STACK);
  });

  it('counts a link through a symbolic link out of the folder as broken, as serve answers it 404', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'hexsite-outside-'));
    try {
      writeFileSync(path.join(outside, 'index.html'), `<html><body>${CANARY}</body></html>`);
      symlinkSync(outside, path.join(scratch().out, 'elsewhere'));
      linkFromHome('/site/elsewhere/');
      const run = hexsite(['check-links', scratch().out]);
      expect(run.code).toBe(1);
      expect(run.output).toContain('index.html  Unexpected link to `/site/elsewhere/`');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('does not go round a symbolic link loop, and follows a link inside the folder as serve does', () => {
    const before = hexsite(['check-links', scratch().out]);
    symlinkSync('.', path.join(scratch().out, 'docs/loop'));
    linkFromHome('/site/docs/loop/loop/intro');
    const run = hexsite(['check-links', scratch().out]);
    // The fixture's links to its own `url` outside the base path are broken already: nothing else is.
    expect(run.code).toBe(before.code);
    expect(run.output).not.toContain('loop');
    expect(run.output).toContain(/checked \d+ pages/.exec(before.output)![0]);
  });
});

describe('serve and check-links: a damaged manifest', () => {
  const { scratch } = useBuiltScratch('minimal');

  it('serve: `routes.json` holding null is a clear error naming it, exit 2', () => {
    writeFileSync(path.join(scratch().out, '__hexsite/routes.json'), 'null');
    const run = hexsite(['serve', scratch().out, '--port', '0']);
    expect(run.code).toBe(2);
    expect(run.output).toContain('Unexpected `null` in');
    expect(run.output).toContain('__hexsite/routes.json');
    expect(run.output).toContain('Build the site again');
    expect(run.output).not.toMatch(STACK);
  });

  it('check-links: a route of the wrong shape in `routes.json`, exit 2', () => {
    writeFileSync(path.join(scratch().out, '__hexsite/routes.json'), JSON.stringify({ '/site/': 3 }));
    const run = hexsite(['check-links', scratch().out]);
    expect(run.code).toBe(2);
    expect(run.output).toContain('Unexpected the number 3 at "/site/" in');
    expect(run.output).not.toMatch(STACK);
    writeFileSync(path.join(scratch().out, '__hexsite/routes.json'), JSON.stringify({ site: { kind: 'doc' } }));
    const key = hexsite(['check-links', scratch().out]);
    expect(key.code).toBe(2);
    expect(key.output).toContain('Unexpected page URL "site", not a path, in');
  });

  it('check-links: `sources.json` holding null, exit 2', () => {
    writeFileSync(path.join(scratch().out, '__hexsite/sources.json'), 'null');
    const run = hexsite(['check-links', scratch().out]);
    expect(run.code).toBe(2);
    expect(run.output).toContain('__hexsite/sources.json');
    expect(run.output).toContain('Build the site again');
    expect(run.output).not.toMatch(STACK);
  });
});
