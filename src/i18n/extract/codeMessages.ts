import { Parser, type Options } from 'acorn';
import jsx from 'acorn-jsx';
import { transformSync } from '../../config/compileSync.js';
import { collectImportNames, extractFromEstree, type EsNode, type Extraction, type TranslateNames } from './estreeMessages.js';

// acorn with acorn-jsx: both come with remark-mdx (which parses MDX with them), so reading the
// site's code needs no parser of its own. TypeScript is first turned into JavaScript by esbuild,
// JSX kept, and lines mapped back through its source map.
const JsxParser = Parser.extend(jsx());
const PARSE: Options = { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true, allowAwaitOutsideFunction: true };

/**
 * The messages of a JavaScript or TypeScript file (`.js`, `.jsx`, `.ts`, `.tsx`, `.mjs`, `.cjs`):
 * its `<Translate>` elements and `translate()` calls, under the names it imports them by from
 * `@docusaurus/Translate`. A file that does not parse gives a warning and no message.
 */
export function extractCodeMessages(source: string, file: string): Extraction {
  const into: Extraction = { messages: [], warnings: [] };
  if (!source.includes('@docusaurus/Translate')) return into;
  const typescript = /\.(c|m)?tsx?$/i.test(file);
  let code = source;
  let lineOf = (node: EsNode) => node.loc?.start.line;
  if (typescript) {
    try {
      const result = transformSync(source, { loader: /x$/i.test(file) ? 'tsx' : 'ts', jsx: 'preserve', sourcemap: 'external', sourcefile: file, format: 'esm', target: 'esnext', logLevel: 'silent' });
      code = result.code;
      const lines = originalLines(JSON.parse(result.map) as { mappings: string });
      lineOf = (node) => (node.loc ? sourceLineAt(lines, node.loc.start.line, node.loc.start.column) : undefined);
    } catch (error) {
      const first = (error as { errors?: Array<{ text: string; location?: { line: number } }> }).errors?.[0];
      into.warnings.push(`${file}${first?.location ? `:${first.location.line}` : ''}  Unexpected syntax (${first?.text ?? String(error)}), expected valid TypeScript: its messages were not extracted`);
      return into;
    }
  }
  let program: EsNode;
  try {
    program = JsxParser.parse(code, PARSE) as unknown as EsNode;
  } catch (error) {
    const line = (error as { loc?: { line: number } }).loc?.line;
    into.warnings.push(`${file}${line ? `:${line}` : ''}  Unexpected syntax (${(error as Error).message}), expected valid JavaScript: its messages were not extracted`);
    return into;
  }
  const names: TranslateNames = { components: new Set(), functions: new Set() };
  collectImportNames(program, names);
  if (names.components.size || names.functions.size) extractFromEstree(program, names, { file, lineOf }, into);
  return into;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each generated line's segments: generated column and source line (1-based), in column order. */
function originalLines(map: { mappings: string }): Array<Array<[number, number]>> {
  const lines: Array<Array<[number, number]>> = [];
  let sourceLine = 0;
  for (const generated of map.mappings.split(';')) {
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const segment of generated ? generated.split(',') : []) {
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length >= 4) {
        sourceLine += fields[2];
        segments.push([column, sourceLine + 1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** The source line of a generated position: that of the last segment at or before it. */
function sourceLineAt(lines: Array<Array<[number, number]>>, line: number, column: number): number | undefined {
  const segments = lines[line - 1] ?? [];
  let found = segments[0]?.[1];
  for (const [at, source] of segments) if (at <= column) found = source;
  return found;
}

/** A source map segment's fields (base64 VLQ). */
function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}
