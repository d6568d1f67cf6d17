import { readFileSync } from 'node:fs';
import { extractCodeMessages } from './codeMessages.js';

/**
 * The ids of the messages the site's code files use (`<Translate>`, `translate()`), files of
 * packages left out: an island sends the browser these messages too, for what it shows only
 * after an interaction. Files that cannot be read or parsed give none (the build reports them).
 */
export function messageIdsOf(files: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const file of files) {
    if (file.includes('node_modules') || !/\.(c|m)?[jt]sx?$/i.test(file)) continue;
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const message of extractCodeMessages(source, file).messages) ids.add(message.id);
  }
  return [...ids].sort();
}
