import { describe, expect, it } from 'vitest';
import type { BuildOptions as InternalBuildOptions } from '../../src/pipeline/build.js';
import type { BuildResult as InternalBuildResult, RenderedPage as InternalRenderedPage } from '../../src/pipeline/types.js';
import type { UserConfig as SchemaUserConfig } from '../../src/config/schema.js';
import * as api from '../../src/index.js';
import type * as declared from '../../src/publicTypes.js';
import type { BuildOptions, BuildResult, RenderedPage, UserConfig } from '../../src/publicTypes.js';
import type { SidebarsConfig } from '../../src/site/sidebars/types.js';

// The package's declarations (src/publicTypes.ts) are written apart from the code: these
// assignments fail the type check (`npm run typecheck`) when the two part ways.
type Assignable<From, To> = [From] extends [To] ? true : false;
const checks: {
  options: Assignable<BuildOptions, InternalBuildOptions>;
  optionKeys: Assignable<Exclude<keyof InternalBuildOptions, keyof BuildOptions>, never>;
  sidebars: Assignable<Parameters<typeof declared.defineSidebars>[0], SidebarsConfig>;
  result: Assignable<InternalBuildResult, BuildResult>;
  page: Assignable<InternalRenderedPage, RenderedPage>;
  configIn: Assignable<UserConfig, SchemaUserConfig>;
  configOut: Assignable<SchemaUserConfig, UserConfig>;
} = { options: true, optionKeys: true, sidebars: true, result: true, page: true, configIn: true, configOut: true };

describe('publicTypes', () => {
  it('declares what src/index.ts exports', () => {
    expect(Object.values(checks).every(Boolean)).toBe(true);
    expect(Object.keys(api).sort()).toEqual(['HexsiteError', 'HexsiteErrors', 'build', 'defineConfig', 'defineSidebars']);
  });
});
