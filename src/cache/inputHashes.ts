import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** Each real file read by a build (virtual modules have no file) and the hash of its content, for its record. */
export function hashInputs(files: string[]): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of [...files].sort()) if (existsSync(file)) hashes[file] = hashFile(file);
  return hashes;
}

/** Whether every input of a build's record still has the content it was built from. */
export function inputsUnchanged(inputs: Record<string, string>): boolean {
  return Object.entries(inputs).every(([input, hash]) => existsSync(input) && hashFile(input) === hash);
}

function hashFile(file: string): string {
  return createHash('sha1').update(readFileSync(file)).digest('hex');
}
