import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where `serve --watch` builds a site: `<tmp>/hexsite-dev-<hash of the site folder>/build`.
 * Not the writer's `build/`, which must stay as their last `hexsite build` left it (they may be
 * about to deploy it), and not below the site's `.hexsite/`, which a build refuses as an output
 * (every build replaces its whole output folder, and must never replace its own cache). The
 * name is stable per site, so a second `serve --watch` of the same site starts from the
 * output the first one left and re-renders only what changed in between.
 */
export function devOutDir(siteDir: string): string {
  let real = path.resolve(siteDir);
  try {
    real = realpathSync(real);
  } catch {
    // A site folder that does not exist yet fails in the build, with a clear message.
  }
  const id = createHash('sha1').update(real).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `hexsite-dev-${id}`, 'build');
}
