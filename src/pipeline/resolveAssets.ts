import { existsSync, statSync } from 'node:fs';
import { resolveInside } from '../config/siteRoot.js';
import type { SiteConfig } from '../config/types.js';
import { hashAssets } from '../content/hashAssets.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import type { PageFacts } from '../markdown/types.js';
import { assetPath, isRelativeAsset } from '../site/contentLinks.js';

/**
 * Finds relative images and files referenced from content and names their hashed copies. A
 * reference that resolves (through `..`, an encoded `%2e%2e` or a symbolic link) to a file
 * outside the site folder is an error: it would publish that file.
 */
export async function resolveAssets(config: SiteConfig, parsed: Map<string, PageFacts>, originals?: Map<string, string>) {
  const found: Array<{ referenced: string; real: string }> = [];
  const errors: HexsiteError[] = [];
  for (const [file, page] of parsed) {
    for (const ref of page.links) {
      if (!isRelativeAsset(ref)) continue;
      const place = { file, line: ref.line, column: ref.column };
      const referenced = assetPath(config.siteDir, file, ref.url);
      // A translation's image it has no copy of beside it: the original's (see `originalsOf`).
      const original = originals?.get(file);
      const from = original && !existsSync(referenced) ? assetPath(config.siteDir, original, ref.url) : referenced;
      try {
        const real = resolveInside(config.site, from, { ...place, what: 'file' });
        if (real && statSync(real).isFile()) found.push({ referenced, real });
        else
          errors.push(
            new HexsiteError(`Unexpected reference to missing file \`${ref.url}\`, expected a file next to the page`, {
              ...place,
              ruleId: 'missing-asset',
              hint: 'Fix the path (relative to this file), or put files shared by many pages in static/ and link them as `/img/…`.',
            }),
          );
      } catch (error) {
        if (!(error instanceof HexsiteError)) throw error;
        errors.push(error);
      }
    }
  }
  if (errors.length) throw new HexsiteErrors(errors);
  const assets = await hashAssets(found);
  const urls = new Map<string, string>();
  const copies = new Map<string, { from: string; to: string }>();
  for (const [referenced, asset] of assets) {
    urls.set(referenced, `${config.baseUrl}${asset.to}`);
    copies.set(asset.to, asset);
  }
  return { urls, copies: [...copies.values()] };
}
