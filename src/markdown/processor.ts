import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { collectFacts } from './collectFacts.js';
import { installLinearEditMap } from './installLinearEditMap.js';
import { normalizeAdmonitionTitles, remarkAdmonitions } from './plugins/admonitions.js';
import { rehypeCodeBlocks } from './plugins/codeBlocks.js';
import { remarkDocCardList } from './plugins/docCardList.js';
import { remarkCodeMeta } from './plugins/codeMeta.js';
import { remarkCustomHeadingIds } from './plugins/customHeadingIds.js';
import { rehypeHeadingIds } from './plugins/headingIds.js';
import { createListItemHandler } from './plugins/listItemHandler.js';
import { rehypeRawHtml } from './plugins/rawHtml.js';
import { remarkRestoreDirectives } from './plugins/restoreDirectives.js';
import { remarkTruncateMarker } from './plugins/truncateMarker.js';
import { parseInSections } from './sectionReuse.js';
import type { ParsedPage } from './types.js';
import { validateNesting } from './validateNesting.js';

/**
 * The one Markdown pipeline: CommonMark + GFM + front matter (skipped, so positions stay
 * those of the whole file) + directives for admonitions, then hast with heading ids,
 * sanitised raw HTML and highlighted code. Built once, frozen, reused for every file.
 */
function createProcessor(withDirectives: boolean) {
  installLinearEditMap();
  const base = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);
  // Directive syntax makes micromark try every `:`; files without `::` skip it (a third faster),
  // and the plugins that only look for directives, each a walk of the whole tree.
  const parser = withDirectives ? base.use(remarkDirective).use(remarkRestoreDirectives).use(remarkAdmonitions).use(remarkDocCardList) : base;
  return parser
    .use(remarkCustomHeadingIds)
    .use(remarkCodeMeta)
    .use(remarkTruncateMarker)
    .use(remarkRehype, { allowDangerousHtml: true, handlers: { listItem: createListItemHandler() } })
    .use(rehypeRawHtml)
    .use(rehypeHeadingIds)
    .use(rehypeCodeBlocks)
    .freeze();
}

let plain: ReturnType<typeof createProcessor> | undefined;
let withDirectives: ReturnType<typeof createProcessor> | undefined;

/**
 * Parses one Markdown file (front matter included) into its tree and facts. No file system access.
 * Throws a `HexsiteError` (`nesting-too-deep`) for containers nested past `MAX_NESTING_DEPTH`.
 */
export function parseMarkdown(source: string, path?: string): ParsedPage {
  const text = normalizeAdmonitionTitles(source);
  // Deep nesting costs the parser the square of the depth, so it is refused before parsing.
  validateNesting(text, path);
  const directives = text.includes('::');
  const processor = directives ? (withDirectives ??= createProcessor(true)) : (plain ??= createProcessor(false));
  const file = new VFile({ value: text, path });
  // In `serve --watch`, an edited file's unchanged sections are not parsed again: see `reuseSections`.
  const mdast = path ? parseInSections(text, path, directives ? 'directives' : 'plain', (value) => processor.parse(value) as MdastRoot) : (processor.parse(file) as MdastRoot);
  const hast = processor.runSync(mdast, file) as unknown as HastRoot;
  return collectFacts(hast);
}
