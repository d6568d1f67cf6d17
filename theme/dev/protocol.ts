/*
 * What the watch server and the dev client (./devClient.ts) share: where the server answers,
 * what its events carry, and the hash of a page's data script.
 */

import type { PAGE_DATA_EVENT as CLIENT_PAGE_DATA_EVENT } from '../client/loadPage.js';

/** Where the watch server answers, below any base path: the event stream and the dev client. */
export const EVENTS_PATH = '__hexsite/events';
export const CLIENT_PATH = '__hexsite/dev-client.js';

/**
 * The event a hydrated page takes its new data from (theme/client/loadPage.ts): written again
 * here, its type the client's, so that the dev client does not bundle the client's code.
 */
export const PAGE_DATA_EVENT: typeof CLIENT_PAGE_DATA_EVENT = 'hexsite:page-data';

/** The `built` event: a rebuild, or an edit shown ahead of its rebuild (`pages`). */
export interface BuiltEvent {
  id: number;
  baseUrl: string;
  /** Every page changed: a first build, a new base path. */
  all: boolean;
  /** Permalinks of the pages that changed or went. */
  changed: string[];
  /** Pages shown ahead of their rebuild, by permalink. */
  pages?: Record<string, PreviewedContent>;
}

/** A page shown ahead of its rebuild, as its event carries it (see `PreviewedPage`). */
export interface PreviewedContent {
  /** Its content element's new HTML. */
  content: string;
  /** `textHash` of its data script. */
  data: string;
  /** Its data script's new text, when the edit changed the page's data. */
  dataText?: string;
}

/**
 * FNV-1a of a text's UTF-16 code units, in hexadecimal: the hash of a page's data script that an
 * edit's event carries (see `previewEdits`). The dev client runs this very function: a hash that
 * runs in any browser, where `crypto.subtle` needs a secure origin and a page served on a LAN
 * address is none.
 */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}
