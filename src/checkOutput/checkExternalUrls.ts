import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How external URLs are checked. */
export interface ExternalOptions {
  /** Requests in flight at once, over all hosts. */
  concurrency?: number;
  /** Requests in flight at once to one host. */
  perHost?: number;
  /** Least time between the starts of two requests to one host, in milliseconds. */
  hostIntervalMs?: number;
  /** Time allowed for one request (HEAD, then GET), in milliseconds. */
  timeoutMs?: number;
  /** JSON file remembering URLs found working; null for none. */
  cacheFile?: string | null;
  /** How long a URL found working is trusted without asking again, in milliseconds. */
  maxAgeMs?: number;
  /** The clock, for the cache's expiry. */
  now?: () => number;
}

/** The answer about one external URL. */
export interface ExternalResult {
  ok: boolean;
  /** The final HTTP status, when there was an answer. */
  status?: number;
  /** Why it failed without an answer (`ECONNREFUSED`, `timed out after 10 s`). */
  error?: string;
  /** Taken from the cache file rather than asked. */
  cached?: boolean;
}

export const EXTERNAL_DEFAULTS = {
  concurrency: 8,
  perHost: 2,
  hostIntervalMs: 250,
  timeoutMs: 10_000,
  maxAgeMs: 24 * 60 * 60 * 1000,
} as const;

/** What the cache file holds: when each URL was last found working. */
interface CacheFile {
  version: 1;
  ok: Record<string, number>;
}

/**
 * Asks every external URL whether it answers: `HEAD` first, then `GET` when `HEAD` is refused
 * or fails (many servers do not implement it). Politely: a limited number of requests in
 * flight, fewer per host, spaced out per host. URLs found working are remembered in the cache
 * file until they expire; failures are always asked again, so a fixed link is seen at once.
 */
export async function checkExternalUrls(urls: string[], options: ExternalOptions = {}): Promise<Map<string, ExternalResult>> {
  const settings = { ...EXTERNAL_DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  const cache = await readCache(options.cacheFile);
  const results = new Map<string, ExternalResult>();
  const pending: string[] = [];
  for (const url of new Set(urls)) {
    const checkedAt = cache.ok[url];
    if (checkedAt !== undefined && now() - checkedAt < settings.maxAgeMs) results.set(url, { ok: true, cached: true });
    else pending.push(url);
  }
  const active = new Map<string, number>();
  const lastStart = new Map<string, number>();
  const hostOf = (url: string) => new URL(url).host;
  const readyIn = (host: string) => {
    if ((active.get(host) ?? 0) >= settings.perHost) return settings.hostIntervalMs || 10;
    return Math.max(0, (lastStart.get(host) ?? -Infinity) + settings.hostIntervalMs - Date.now());
  };
  const worker = async () => {
    while (pending.length) {
      const index = pending.findIndex((url) => readyIn(hostOf(url)) === 0);
      if (index === -1) {
        await sleep(Math.min(...pending.map((url) => readyIn(hostOf(url)))));
        continue;
      }
      const [url] = pending.splice(index, 1);
      const host = hostOf(url);
      active.set(host, (active.get(host) ?? 0) + 1);
      lastStart.set(host, Date.now());
      try {
        const result = await askUrl(url, settings.timeoutMs);
        results.set(url, result);
        if (result.ok) cache.ok[url] = now();
        else delete cache.ok[url];
      } finally {
        active.set(host, active.get(host)! - 1);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, pending.length) }, worker));
  if (options.cacheFile) await writeCache(options.cacheFile, cache);
  return results;
}

async function askUrl(url: string, timeoutMs: number): Promise<ExternalResult> {
  const head = await request(url, 'HEAD', timeoutMs);
  if (head.ok) return head;
  // A timeout would only repeat itself; any other failure may be a server refusing HEAD.
  if (head.error?.startsWith('timed out')) return head;
  return request(url, 'GET', timeoutMs);
}

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<ExternalResult> {
  try {
    const response = await fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'hexsite check-links', accept: 'text/html,*/*' } });
    // Only the status matters: the body is not read.
    await response.body?.cancel().catch(() => {});
    // 429: the server asks to slow down, which says nothing against the link.
    return { ok: response.status < 400 || response.status === 429, status: response.status };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, error: `timed out after ${timeoutMs / 1000} s` };
    const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
    return { ok: false, error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

async function readCache(file: string | null | undefined): Promise<CacheFile> {
  if (!file) return { version: 1, ok: {} };
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
    if (parsed?.version === 1 && parsed.ok && typeof parsed.ok === 'object') return parsed;
  } catch {
    // A missing or damaged cache is an empty one: every URL is asked again.
  }
  return { version: 1, ok: {} };
}

async function writeCache(file: string, cache: CacheFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(cache, null, 1)}\n`);
  await rename(temp, file);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(1, ms)));
}
