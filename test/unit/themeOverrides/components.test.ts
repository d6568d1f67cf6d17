import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COMPONENTS } from '../../../src/themeOverrides/components.js';

const rootDir = path.resolve(import.meta.dirname, '../../..');

describe('themeOverrides/components', () => {
  it('names, once each, a function its module exports by that name', () => {
    expect(new Set(THEME_COMPONENTS.map((component) => component.name)).size).toBe(THEME_COMPONENTS.length);
    for (const component of THEME_COMPONENTS) {
      expect(readFileSync(path.join(rootDir, component.file), 'utf8'), component.name).toContain(`export function ${component.exportName}(`);
    }
  });

  it('declares @theme/<Name> and @theme-original/<Name> for each, with the same description (theme/modules.d.ts)', () => {
    const declarations = readFileSync(path.join(rootDir, 'theme/modules.d.ts'), 'utf8');
    for (const component of THEME_COMPONENTS) {
      // Relative to theme/, where the declarations live.
      const module = path.posix.relative('theme', component.file).replace(/^(?!\.)/, './').replace(/\.tsx$/, '.js');
      for (const prefix of ['@theme', '@theme-original']) {
        const block = `/** ${component.description} */\ndeclare module '${prefix}/${component.name}' {\n  type Component = typeof import('${module}').${component.exportName};`;
        expect(declarations, `${prefix}/${component.name}`).toContain(block);
      }
    }
  });
});
