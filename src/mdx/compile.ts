import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { transformSync } from '../config/compileSync.js';
import { VFile } from 'vfile';

type Compiler = ReturnType<typeof createProcessor>;

let compiler: Compiler | undefined;

/**
 * The part of `@mdx-js/mdx` after hast: hast → estree → JavaScript. hexsite makes the hast with
 * its own pipeline (the same plugins as Markdown), so the compiler is handed that tree in place
 * of the one it would make from the empty document it is given.
 */
function compilerOf(): Compiler {
  compiler ??= createProcessor({
    outputFormat: 'program',
    jsxRuntime: 'automatic',
    jsxImportSource: 'react',
    development: false,
    rehypePlugins: [() => (_tree: Root, file: VFile) => file.data.hexsiteHast as Root],
  });
  return compiler;
}

/**
 * Compiles a page's hast (MDX nodes included) to a CommonJS module: its default export is the
 * content component, its other exports those the page wrote, plus `prelude` (declarations put
 * before the page's own code: `frontMatter`, `toc`).
 */
export function compileMdxTree(tree: Root, path: string, prelude: string): string {
  const file = new VFile({ path });
  file.data.hexsiteHast = tree;
  const processor = compilerOf();
  const program = processor.runSync({ type: 'root', children: [] } as never, file);
  const code = String(processor.stringify(program as never, file));
  return transformSync(`${prelude}\n${code}`, { format: 'cjs', loader: 'js', target: 'node20', sourcefile: path }).code;
}

declare module 'vfile' {
  interface DataMap {
    hexsiteHast: Root;
  }
}
