import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { HexsiteError } from '../errors/HexsiteError.js';
import { checkWriteTargets, writeCheckedFile } from '../output/checkWriteTargets.js';
import { THEME_COMPONENTS, type ThemeComponent } from './components.js';
import { OVERRIDES_DIR, OVERRIDE_EXTENSIONS } from './scanOverrides.js';

/** How `hexsite swizzle` starts an override, as Docusaurus's `swizzle` does. */
export type SwizzleMode = 'wrap' | 'eject';

export interface SwizzleOptions {
  siteDir: string;
  component: ThemeComponent;
  mode: SwizzleMode;
  /** hexsite's root, holding the theme's sources (for eject). */
  rootDir: string;
}

/**
 * Writes `src/theme/<Name>.tsx`: a wrapper rendering `@theme-original/<Name>` with its props
 * passed through, or a copy of the theme's source whose imports go through `@theme/…`.
 * Refuses when the component is overridden already, whatever the file's extension or form.
 * Returns the file written, relative to the site.
 */
export async function writeSwizzle({ siteDir, component, mode, rootDir }: SwizzleOptions): Promise<string> {
  const relative = `${OVERRIDES_DIR}/${component.name}.tsx`;
  const existing = existingOverride(siteDir, component.name);
  if (existing) {
    throw new HexsiteError(`Unexpected existing override of \`${component.name}\`, expected no file for it yet`, {
      file: existing,
      ruleId: 'swizzle-exists',
      hint: 'Edit that file, or delete it first to start again from the theme.',
    });
  }
  if (mode === 'eject' && !component.eject) {
    throw new HexsiteError(`Unexpected --eject of \`${component.name}\`, expected --wrap: its module shares code the theme keeps private`, {
      ruleId: 'swizzle-eject',
      hint: `Run \`hexsite swizzle ${component.name} --wrap\` and render the original inside your component.`,
    });
  }
  const source = mode === 'wrap' ? wrapperSource(component) : ejectedSource(component, readFileSync(path.join(rootDir, component.file), 'utf8'), rootDir);
  // A link on the way (src/theme to a folder outside, a file linked to nothing) is refused, not written through.
  const [problem] = checkWriteTargets(siteDir, [relative]).problems;
  if (problem) throw problem;
  await mkdir(path.dirname(path.join(siteDir, relative)), { recursive: true });
  await writeCheckedFile(path.join(siteDir, relative), source, { exclusive: true });
  return relative;
}

/** The override file of a component already in the site, relative to it, if there is one. */
function existingOverride(siteDir: string, name: string): string | undefined {
  const dir = path.join(siteDir, OVERRIDES_DIR);
  if (!existsSync(dir)) return undefined;
  const candidates = OVERRIDE_EXTENSIONS.flatMap((extension) => [`${name}${extension}`, `${name}/index${extension}`]);
  return candidates.map((file) => `${OVERRIDES_DIR}/${file}`).find((file) => existsSync(path.join(siteDir, file)));
}

/** A component that renders the theme's own with every prop passed through. */
export function wrapperSource(component: ThemeComponent): string {
  const { name: path } = component;
  // `NotFound/Content` is imported as `Content`.
  const name = path.slice(path.lastIndexOf('/') + 1);
  return `import ${name} from '@theme-original/${path}';
import type { Props } from '@theme/${path}';

/** Wraps the theme's ${path}: add what the site needs around it. */
export default function ${name}Wrapper(props: Props) {
  return (
    <>
      <${name} {...props} />
    </>
  );
}
`;
}

/**
 * The theme's source of a component as a site's file: the component is the default export, and
 * each import of another theme module goes through `@theme/<Module>`, so it meets the site's
 * other overrides.
 */
export function ejectedSource(component: ThemeComponent, source: string, rootDir: string): string {
  const modules = new Set(readdirSync(path.join(rootDir, 'theme/components')).map((file) => path.basename(file, path.extname(file))));
  const declaration = `export function ${component.exportName}(`;
  if (!source.includes(declaration)) throw new Error(`Internal error: ${component.file} has no \`${declaration}\``);
  const rewritten = source.replace(/^import (\{ [^}]* \}) from '(\.[^']*)';$/gm, (_, names: string, specifier: string) => {
    const match = /^\.\/([A-Za-z]+)\.js$/.exec(specifier);
    if (!match || !modules.has(match[1])) throw new Error(`Internal error: ${component.file} imports \`${specifier}\`, which an ejected copy cannot reach`);
    // A component meant for overriding is its module's default export, as in a Docusaurus theme.
    const listed = THEME_COMPONENTS.find((other) => other.file === `theme/components/${match[1]}.tsx` && names === `{ ${other.exportName} }`);
    return listed ? `import ${listed.exportName} from '@theme/${listed.name}';` : `import ${names} from '@theme/${match[1]}';`;
  });
  if (/from '\./.test(rewritten)) throw new Error(`Internal error: ${component.file} has an import an ejected copy cannot reach`);
  return rewritten.replace(declaration, `export default function ${component.exportName}(`);
}
