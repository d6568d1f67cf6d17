import { useContext } from 'react';
import { MdxContext, type TocEntry } from './MdxContext.js';

/** The props of `@theme/TOCInline`, as Docusaurus has them. */
export interface TOCInlineProps {
  /** The headings: the page's `toc` export; the page's own headings when absent. */
  toc?: readonly TocEntry[];
  /** The highest level shown (default 2, `##`). */
  minHeadingLevel?: number;
  /** The lowest level shown (default 3, `###`). */
  maxHeadingLevel?: number;
  className?: string;
}

interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

/** `@theme/TOCInline`: the page's table of contents inside the content, nested by level. */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const page = useContext(MdxContext);
  const tree = nest((toc ?? page.toc).filter((entry) => entry.level >= minHeadingLevel && entry.level <= maxHeadingLevel));
  return (
    <div className={className ? `toc-inline ${className}` : 'toc-inline'}>
      <TocList nodes={tree} />
    </div>
  );
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.entry.id}>
          {/* A heading's value is its HTML (inline code, emphasis), as in the page's own table of contents. */}
          <a href={`#${node.entry.id}`} dangerouslySetInnerHTML={{ __html: node.entry.value }} />
          <TocList nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}

/** Each heading under the closest heading before it of a higher level. */
function nest(entries: TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (open.length > 0 && open[open.length - 1].entry.level >= entry.level) open.pop();
    (open.length > 0 ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}
