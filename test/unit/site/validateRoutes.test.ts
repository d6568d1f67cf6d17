import { describe, expect, it } from 'vitest';
import type { Route } from '../../../src/site/createSiteModel.js';
import type { PageData } from '../../../src/site/types.js';
import { validateRoutes } from '../../../src/site/validateRoutes.js';

const route = (permalink: string, kind: PageData['kind'], file?: string): Route =>
  ({ page: { kind, permalink } as PageData, ...(file ? { file } : {}) }) as Route;

describe('site/validateRoutes', () => {
  it('reports two pages at one URL, naming the source file and what is there already', () => {
    const errors = validateRoutes([route('/docs/tags', 'docsTags'), route('/docs/tags/', 'mdPage', 'docs/tags.md')]);
    expect(errors.map((error) => [error.file, error.message])).toEqual([
      ['docs/tags.md', 'Unexpected second page at `/docs/tags/`, expected one page per URL; the generated docsTags page is there already'],
    ]);
  });

  it('rejects URLs that climb out of the site', () => {
    const errors = validateRoutes([route('/docs/../../escaped.html', 'mdPage', 'docs/a.md'), route('/ok/..', 'mdPage', 'docs/b.md')]);
    expect(errors.map((error) => error.ruleId)).toEqual(['unsafe-url', 'unsafe-url']);
  });
});
