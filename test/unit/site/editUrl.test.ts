import { describe, expect, it } from 'vitest';
import { editUrlOf, type EditUrlContext } from '../../../src/site/editUrl.js';

const base = { folder: 'docs', sourcePath: 'guides/c#.md', custom: undefined, key: 'docs.editUrl', configFile: 'hexsite.config.mjs' };
const context = (): EditUrlContext => ({ locale: 'fr', version: 'current', versionDocsDirPath: 'docs', docPath: 'guides/c#.md', permalink: '/fr/docs/guides/c' });

describe('site/editUrl', () => {
  it('joins a string with the folder and the encoded path', () => {
    expect(editUrlOf({ ...base, editUrl: 'https://git.example/edit/main', context })).toBe('https://git.example/edit/main/docs/guides/c%23.md');
  });

  it("asks a function with Docusaurus's fields, and shows no link when it answers nothing", () => {
    const asked: EditUrlContext[] = [];
    const editUrl = (fields: EditUrlContext) => {
      asked.push(fields);
      return fields.docPath === 'guides/c#.md' ? `https://git.example/${fields.locale}/${fields.versionDocsDirPath}/${fields.docPath}` : undefined;
    };
    expect(editUrlOf({ ...base, editUrl, context })).toBe('https://git.example/fr/docs/guides/c#.md');
    expect(asked).toEqual([context()]);
    expect(editUrlOf({ ...base, editUrl: () => undefined, context })).toBeUndefined();
    expect(editUrlOf({ ...base, editUrl: () => null, context })).toBeUndefined();
  });

  it('lets front matter custom_edit_url win over a function, without asking it', () => {
    let asked = false;
    const editUrl = () => ((asked = true), 'https://x.example');
    expect(editUrlOf({ ...base, custom: 'https://elsewhere.example/a.md', editUrl, context })).toBe('https://elsewhere.example/a.md');
    expect(editUrlOf({ ...base, custom: null, editUrl, context })).toBeUndefined();
    expect(asked).toBe(false);
  });

  it('reports a function that throws or answers an unsafe URL, naming the config and the page', () => {
    expect(() => editUrlOf({ ...base, editUrl: () => { throw new Error('no repo'); }, context })).toThrow(
      expect.objectContaining({ message: 'Unexpected error from `docs.editUrl` for `docs/guides/c#.md`: no repo', file: 'hexsite.config.mjs', ruleId: 'edit-url-failed' }),
    );
    expect(() => editUrlOf({ ...base, editUrl: () => 'javascript:alert(1)', context })).toThrow(expect.objectContaining({ ruleId: 'edit-url-invalid', file: 'hexsite.config.mjs' }));
    expect(() => editUrlOf({ ...base, editUrl: (() => 42) as never, context })).toThrow(expect.objectContaining({ ruleId: 'edit-url-invalid' }));
  });
});
