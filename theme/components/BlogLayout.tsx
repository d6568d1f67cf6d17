import type { ReactNode } from 'react';
import type { BlogSidebar as BlogSidebarData, TocItem } from '../../src/site/types.js';
import { BlogSidebar } from './BlogSidebar.js';
import { Toc } from './Toc.js';

/** The blog frame: recent posts on the left (desktop), the page in the middle, a table of contents on the right. */
export function BlogLayout({ sidebar, toc, children }: { sidebar?: BlogSidebarData; toc?: TocItem[]; children: ReactNode }) {
  const hasToc = Boolean(toc && toc.length);
  return (
    <div className={`container blog-layout${sidebar ? ' blog-layout--sidebar' : ''}${hasToc ? ' blog-layout--toc' : ''}`}>
      {sidebar && (
        <aside className="blog-layout__sidebar">
          <BlogSidebar sidebar={sidebar} />
        </aside>
      )}
      <main className="blog-layout__main">{children}</main>
      {hasToc && (
        <div className="blog-layout__toc">
          <Toc items={toc ?? []} />
        </div>
      )}
    </div>
  );
}
