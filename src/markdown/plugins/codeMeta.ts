import type { Code, Root } from 'mdast';
import { walk } from '../walk.js';

/**
 * Turns each fenced code block into `<pre><code data-language data-meta>` holding its raw text, so
 * that its language and meta (`title="…"`, `{1,3-5}`) survive sanitising; highlighting runs
 * afterwards in `rehypeCodeBlocks`.
 */
export function remarkCodeMeta() {
  return (tree: Root) => {
    walk(tree, 'code', (node: Code) => {
      node.data = {
        hName: 'code',
        hProperties: { dataFence: 'true', dataLanguage: node.lang ?? '', dataMeta: node.meta ?? '' },
        hChildren: [{ type: 'text', value: node.value }],
      };
    });
  };
}
