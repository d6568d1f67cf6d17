import { escapeControl } from '../errors/escapeControl.js';
import { HexsiteError } from '../errors/HexsiteError.js';

/** The name of the docs being written, which no snapshot may take. */
export const CURRENT_VERSION_NAME = 'current';

/** The URL path of the docs folder's version (`current`) beside others, as in Docusaurus. */
export const NEXT_VERSION_PATH = 'next';

/** The longest version name, as in Docusaurus. */
export const MAX_VERSION_NAME_LENGTH = 32;

const HINT = 'Name the version as it is released, e.g. `1.0.0` or `2.x`.';

// One rule per way a name can fail, checked in Docusaurus's order so that both tools refuse a
// name for the same reason. Control characters and `<>:"|?*` cannot be in a folder name on
// every system, and the name becomes the folder `versioned_docs/version-<name>`.
const RULES: Array<{ test: (name: string) => boolean; found: (name: string) => string; expected: string }> = [
  { test: (name) => name.trim() === '', found: (name) => (name ? 'a version name of only spaces' : 'an empty version name'), expected: 'at least one character other than a space' },
  { test: (name) => name === CURRENT_VERSION_NAME, found: () => 'version name `current`', expected: 'another name: `current` stands for the docs folder itself' },
  { test: (name) => /[/\\]/.test(name), found: (name) => `\`${name}\`, which holds a slash`, expected: 'a version name without `/` or `\\`' },
  { test: (name) => name.length > MAX_VERSION_NAME_LENGTH, found: (name) => `version name of ${name.length} characters`, expected: `at most ${MAX_VERSION_NAME_LENGTH}` },
  { test: (name) => /[<>:"|?*\x00-\x1F]/.test(name), found: (name) => `\`${escapeControl(name)}\`, which holds a character a file name cannot hold`, expected: 'none of `< > : " | ? *` or control characters' },
  { test: (name) => name === '.' || name === '..', found: (name) => `version name \`${name}\``, expected: 'a name other than `.` or `..`' },
  // Beyond Docusaurus's rules, what the build's URLs cannot hold: the name is a segment of its
  // versions' URLs (`/docs/1.0/intro`), where `next` is the docs folder's own version.
  { test: (name) => name === NEXT_VERSION_PATH, found: () => 'version name `next`', expected: 'another name: `next` is the URL of the docs folder\'s own version (`/docs/next/`)' },
  { test: (name) => /[%#]/.test(name), found: (name) => `\`${name}\`, which holds \`%\` or \`#\``, expected: 'a name without them: a URL reads `%` as the start of an escape (`%2e` is `.`) and `#` as the start of an anchor' },
];

/**
 * Checks a version's name as Docusaurus's `docs:version` does, and for what the build's URLs
 * cannot hold: the name becomes part of a folder name and of the versions' URLs. The one check
 * of both `hexsite docs:version` and the build's reading of versions.json, so that the command
 * makes no version the build refuses. Returns the problem, or undefined for a good name.
 */
export function validateVersionName(name: string): HexsiteError | undefined {
  const rule = RULES.find((candidate) => candidate.test(name));
  if (!rule) return undefined;
  return new HexsiteError(`Unexpected ${rule.found(name)}, expected ${rule.expected}`, { ruleId: 'version-name-invalid', hint: HINT });
}
