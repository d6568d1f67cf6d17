import { describe, expect, it } from 'vitest';
import type { DataFile } from '../../../../src/site/blog/dataFile.js';
import { createTagsMap, resolvePostTags } from '../../../../src/site/blog/tags.js';

const data: DataFile = {
  file: 'blog/tags.yml',
  text: 'cli:\n  label: CLI\n  permalink: /command-line\n  description: About CLIs.\nplain:\nbad:\n  colour: red\n',
  entries: { cli: { label: 'CLI', permalink: '/command-line', description: 'About CLIs.' }, plain: null, bad: { colour: 'red' } },
};

describe('site/blog/tags', () => {
  const { tags, errors } = createTagsMap({ data, tagsBase: '/site/blog/tags' });

  it('reads tags.yml: label, permalink under the tags base, description; a bare key names itself', () => {
    expect(tags.get('cli')).toEqual({ label: 'CLI', permalink: '/site/blog/tags/command-line', description: 'About CLIs.' });
    expect(tags.get('plain')).toEqual({ label: 'plain', permalink: '/site/blog/tags/plain', description: undefined });
  });

  it('reports an entry with unknown fields, with the file and the line of the field', () => {
    expect(errors.map((error) => [error.file, error.line, error.ruleId])).toEqual([['blog/tags.yml', 7, 'blog-tag-invalid']]);
    expect(errors[0].message).toContain('`colour`');
  });

  const base = { tags, tagsFile: 'blog/tags.yml', tagsBase: '/site/blog/tags', file: 'blog/post.md', line: 4 } as const;

  it('resolves keys, and slugs inline tags; inline tags are reported per onInlineTags', () => {
    const result = resolvePostTags({ ...base, value: ['cli', 'Shiny New', 'cli'], onInlineTags: 'warn' });
    expect(result.tags.map((tag) => [tag.label, tag.permalink])).toEqual([
      ['CLI', '/site/blog/tags/command-line'],
      ['Shiny New', '/site/blog/tags/shiny-new'],
    ]);
    expect(result.warnings.map((warning) => [warning.file, warning.line, warning.message])).toEqual([
      ['blog/post.md', 4, 'Unexpected inline tag "Shiny New", expected a key of `blog/tags.yml`: `cli`, `plain`'],
    ]);
    expect(resolvePostTags({ ...base, value: ['Shiny New'], onInlineTags: 'throw' }).errors).toHaveLength(1);
    expect(resolvePostTags({ ...base, value: ['Shiny New'], onInlineTags: 'ignore' }).warnings).toEqual([]);
  });
});
