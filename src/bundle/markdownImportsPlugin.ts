import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Element, Root } from 'hast';
import type { Plugin } from 'esbuild';
import { defaultMarkdownEngine } from '../markdown/processor.js';
import { compileMdxTree } from '../mdx/compile.js';

/** A Markdown or MDX file, which a React page may import as a component. */
const MARKDOWN = /\.mdx?$/;

/**
 * `import Intro from '../../docs/intro.md'` in a React page or component: the file read as MDX
 * (Docusaurus's mdx-loader makes any `.md`/`.mdx` a component), through hexsite's Markdown
 * pipeline without the site's plugins, so that its code blocks and admonitions look as in the
 * docs. Its own imports resolve from its folder.
 */
export function markdownImportsPlugin(): Plugin {
  return {
    name: 'hexsite-markdown-imports',
    setup(build) {
      build.onLoad({ filter: MARKDOWN }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const source = await readFile(args.path, 'utf8');
        const parsed = defaultMarkdownEngine().parse(source, args.path, 'page', 'mdx');
        const tree = parsed.title === undefined ? parsed.hast : withTitle(parsed.hast, parsed.title);
        return { contents: compileMdxTree(tree, args.path, ''), loader: 'js', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
      });
    },
  };
}

/** The tree with its leading `# title`, which the pipeline takes out of a page's content, put back: an imported file shows it. */
function withTitle(tree: Root, title: string): Root {
  const heading: Element = { type: 'element', tagName: 'h1', properties: {}, children: [{ type: 'text', value: title }] };
  return { ...tree, children: [heading, ...tree.children] };
}
