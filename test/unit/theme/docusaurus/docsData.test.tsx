import { afterEach, describe, expect, it } from 'vitest';
import { useActiveDocContext, useActivePlugin, useActiveVersion, useDocVersionSuggestions, useLatestVersion } from '../../../../theme/mdx/common/docsData.js';
import { provideGlobalData } from '../../../../theme/mdx/MdxContext.js';
import { render, serverContext } from '../../mdx/render.js';

const version = (name: string, path: string, isLast: boolean, docs: string[]) => ({
  name,
  label: name,
  isLast,
  path,
  mainDocId: docs[0],
  docs: docs.map((id) => ({ id, path: `${path}/${id}`, sidebar: 'docs' })),
  draftIds: [],
  sidebars: {},
});

/** A site of two docs sets: `default` at /docs with versions current (/docs/next), 2.0 (the last, /docs) and 1.0 (/docs/1.0), `api` at /docs/api. */
const GLOBAL_DATA = {
  'docusaurus-plugin-content-docs': {
    default: { path: '/docs', breadcrumbs: true, versions: [version('current', '/docs/next', false, ['intro', 'new']), version('2.0', '/docs', true, ['intro']), version('1.0', '/docs/1.0', false, ['intro'])] },
    api: { path: '/docs/api', breadcrumbs: true, versions: [version('current', '/docs/api', true, ['overview'])] },
  },
};

afterEach(() => provideGlobalData({}));

/** What the docs hooks answer on the page at `permalink`. */
function at(permalink: string): string {
  function Probe() {
    const plugin = useActivePlugin();
    const { activeDoc, alternateDocVersions } = useActiveDocContext();
    const { latestDocSuggestion } = useDocVersionSuggestions();
    return <>{[plugin?.pluginId, useActiveVersion()?.name, useLatestVersion().name, activeDoc?.id, Object.keys(alternateDocVersions).join('+'), latestDocSuggestion?.path].join(' ')}</>;
  }
  return render(<Probe />, serverContext({ permalink }));
}

describe("the docs plugin's client hooks, on the global data", () => {
  it("find the page's docs set (the deepest path), its version (a version at the set's root last) and its doc in each version", () => {
    provideGlobalData(GLOBAL_DATA);
    expect(at('/docs/next/intro')).toBe('default current 2.0 intro current+2.0+1.0 /docs/intro');
    expect(at('/docs/next/new')).toBe('default current 2.0 new current ');
    expect(at('/docs/intro')).toBe('default 2.0 2.0 intro current+2.0+1.0 /docs/intro');
    expect(at('/docs/1.0/intro')).toBe('default 1.0 2.0 intro current+2.0+1.0 /docs/intro');
    expect(at('/docs/api/overview')).toBe('api 2.0 2.0   ');
    expect(at('/blog')).toBe('  2.0   ');
  });

  it('throw when asked to, outside the docs, or for a docs set without data', () => {
    provideGlobalData(GLOBAL_DATA);
    function Strict() {
      useActivePlugin({ failfast: true });
      return null;
    }
    expect(() => render(<Strict />, serverContext({ permalink: '/blog' }))).toThrow('Unexpected page /blog outside the docs');
    provideGlobalData({});
    expect(() => at('/docs/intro')).toThrow('Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin.');
  });
});
