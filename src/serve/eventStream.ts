import type { IncomingMessage, ServerResponse } from 'node:http';

/** A message for every open page. */
export interface StreamEvent {
  /** The event's name (`built`, `error`, `building`). */
  type: string;
  data: unknown;
}

/** Seconds between comments that keep idle connections open through proxies and timeouts. */
const KEEP_ALIVE_MS = 15_000;

/** Server-sent events to every open page: how `serve --watch` tells browsers to update. */
export interface EventStream {
  /** Answers a request for the stream: it stays open until the page or the server goes. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Sends an event to every open page. */
  send(event: StreamEvent): void;
  /** Pages connected now. */
  readonly clients: number;
  /** Ends every connection. */
  close(): void;
}

/**
 * An event stream (`text/event-stream`). A page that connects, or reconnects after the
 * server was away, first gets the events of `current()`: the state it must show (the build
 * it should be showing, the error of the last build if it failed), so no page depends on
 * having seen an earlier event.
 */
export function createEventStream(current: () => StreamEvent[] = () => []): EventStream {
  const open = new Set<ServerResponse>();
  let keepAlive: NodeJS.Timeout | null = null;
  return {
    handle(request, response) {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Content-Type-Options': 'nosniff',
      });
      // The browser waits this long before reconnecting to a server that went away.
      response.write('retry: 500\n\n');
      for (const state of current()) response.write(format(state));
      open.add(response);
      keepAlive ??= setInterval(() => {
        for (const client of open) client.write(': keep-alive\n\n');
      }, KEEP_ALIVE_MS).unref();
      request.socket.setTimeout(0);
      response.on('close', () => {
        open.delete(response);
        if (!open.size && keepAlive) {
          clearInterval(keepAlive);
          keepAlive = null;
        }
      });
    },
    send(event) {
      const text = format(event);
      for (const client of open) client.write(text);
    },
    get clients() {
      return open.size;
    },
    close() {
      for (const client of open) client.end();
      open.clear();
      if (keepAlive) clearInterval(keepAlive);
      keepAlive = null;
    },
  };
}

/** One event in the wire format: a name and one line of JSON. */
export function format(event: StreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
