import { describe, expect, it } from 'vitest';
import { isReactPageFile } from '../../../src/content/scanContent.js';

describe('content/scanContent isReactPageFile', () => {
  it('takes the files Docusaurus\'s pages plugin takes as React pages, tests left out', () => {
    const files = ['index.js', 'index.jsx', 'index.ts', 'index.tsx', 'help/index.js', 'index.test.js', 'a/b.test.tsx', 'styles.module.css', 'data.json', 'about.md', 'page.mjs'];
    expect(files.filter(isReactPageFile)).toEqual(['index.js', 'index.jsx', 'index.ts', 'index.tsx', 'help/index.js']);
  });
});
