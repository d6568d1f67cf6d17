import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_PATH } from '../../theme/dev/protocol.js';

/**
 * The tag the watch server puts before `</body>` of every page it sends, with the id of the
 * last build or edit that was shown when it sent the page: the page is at least that new.
 */
export function devClientTag(baseUrl: string, build?: number): string {
  return `<script src="${baseUrl}${CLIENT_PATH}"${build === undefined ? '' : ` data-build="${build}"`} defer></script>`;
}

/**
 * The script every page served by `serve --watch` runs, and no built page ever holds
 * (theme/dev/devClient.ts), as bin/compile.js compiled it: dist/devClient.js, beside the
 * compiled command line, or in the package root's dist/ when hexsite runs from its sources.
 */
export function renderDevClient(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.basename(here) === 'dist' ? here : path.resolve(here, '../../dist');
  return readFileSync(path.join(dist, 'devClient.js'), 'utf8');
}
