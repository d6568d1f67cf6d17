// Edits to dependencies' code, made as esbuild bundles it (bin/compile.js). Each one makes
// hexsite faster and changes no result; test/unit/bundle/patchDependencies.test.ts proves the
// second against the unedited module. Each edit names the exact text it replaces and how often
// it occurs: when an update of the dependency changes that text, compiling stops and says so,
// rather than bundling the module unedited or edited wrongly.
import { readFile } from 'node:fs/promises';

/**
 * mdast-util-from-markdown calls a handler for each of micromark's events with a new object
 * made by spreading its context and adding the event's `sliceSerialize`. On corpus 200 that
 * object was a sixth of the time spent turning events into a tree, and much of the young
 * generation's garbage. No handler keeps its `this` or writes to it, so one context object,
 * given each event's `sliceSerialize` before the call, serves them all.
 */
const fromMarkdown = {
  module: 'mdast-util-from-markdown/lib/index.js',
  edits: [
    {
      from: 'const context = {\n      stack: [tree],',
      to: 'const context = {\n      sliceSerialize: undefined,\n      stack: [tree],',
      count: 1,
    },
    {
      from: '{\n          ...context,\n          sliceSerialize: events[index][2].sliceSerialize\n        }',
      to: '(context.sliceSerialize = events[index][2].sliceSerialize, context)',
      count: 3,
    },
  ],
};

/**
 * unist-util-visit-parents renames its visitor function for every node it passes, with
 * `Object.defineProperty`, so that stack traces name the node. It walks every tree of
 * remark-gfm's autolink literals and of mdast-util-to-hast's definitions, and on corpus 200
 * the renaming was most of its own cost. Nothing reads the name.
 */
const visitParents = {
  module: 'unist-util-visit-parents/lib/index.js',
  edits: [
    {
      from: "      Object.defineProperty(visit, 'name', {\n        value:\n          'node (' + color(node.type + (name ? '<' + name + '>' : '')) + ')'\n      })\n",
      to: '',
      count: 1,
    },
  ],
};

/**
 * A list whose `includes` and `indexOf` look its items up in a map instead of going through them,
 * put in place of the lists below, which are only pushed to, looked up, read by index and
 * measured. Each module it goes into gets its own copy, before the function that uses it.
 */
const INDEXED_LIST = `// hexsite: bin/patchDependencies.js
function hexsiteIndexedList() {
  const list = [];
  const first = new Map();
  list.push = function (...items) {
    for (const item of items) {
      if (!first.has(item)) first.set(item, this.length);
      Array.prototype.push.call(this, item);
    }
    return this.length;
  };
  list.includes = (item) => first.has(item);
  list.indexOf = (item) => first.get(item) ?? -1;
  return list;
}
`;

/**
 * micromark keeps the identifiers of a document's link definitions in a list, which every
 * definition and every reference looks through: time in the square of their number. A page of
 * 16,000 links to 16,000 definitions and as many footnotes (1.6 MB) took 15.3 s to build with
 * the three lists below, 11.9 s with indexed ones.
 */
const definedLabels = {
  module: 'micromark/lib/parse.js',
  edits: [
    { from: 'export function parse(options) {', to: `${INDEXED_LIST}export function parse(options) {`, count: 1 },
    { from: '    defined: [],', to: '    defined: hexsiteIndexedList(),', count: 1 },
  ],
};

/** The same for GFM footnotes: their identifiers, looked through by each call and definition. */
const definedFootnotes = {
  module: 'micromark-extension-gfm-footnote/lib/syntax.js',
  edits: [
    { from: 'export function gfmFootnote() {', to: `${INDEXED_LIST}export function gfmFootnote() {`, count: 1 },
    { from: '(self.parser.gfmFootnotes = [])', to: '(self.parser.gfmFootnotes = hexsiteIndexedList())', count: 3 },
  ],
};

/**
 * mdast-util-to-hast numbers footnotes in the order of their first call, and finds a call's
 * number by looking through that order: quadratic in the number of footnotes as well.
 */
const footnoteOrder = {
  module: 'mdast-util-to-hast/lib/state.js',
  edits: [
    { from: 'export function createState(tree, options) {', to: `${INDEXED_LIST}export function createState(tree, options) {`, count: 1 },
    { from: '    footnoteOrder: [],', to: '    footnoteOrder: hexsiteIndexedList(),', count: 1 },
  ],
};

export const PATCHES = [fromMarkdown, visitParents, definedLabels, definedFootnotes, footnoteOrder];

/** The module's source with its edits made; throws when an edit's text does not occur as often as it should. */
export function patchSource(patch, source) {
  let patched = source;
  for (const edit of patch.edits) {
    const found = patched.split(edit.from).length - 1;
    if (found !== edit.count) {
      throw new Error(
        `Unexpected code in ${patch.module}: the text an edit of bin/patchDependencies.js replaces occurs ${found} times, expected ${edit.count}. ` +
          'The dependency was updated: check whether the edit still holds and update it, or remove it.',
      );
    }
    patched = patched.split(edit.from).join(edit.to);
  }
  return patched;
}

/** An esbuild plugin that makes the edits of `PATCHES` as it loads their modules. */
export function patchDependencies() {
  return {
    name: 'hexsite-patch-dependencies',
    setup(build) {
      const applied = new Set();
      for (const patch of PATCHES) {
        const filter = new RegExp(`[\\\\/]node_modules[\\\\/]${patch.module.split('/').map(escape).join('[\\\\/]')}$`);
        build.onLoad({ filter }, async (args) => {
          applied.add(patch);
          return { contents: patchSource(patch, await readFile(args.path, 'utf8')), loader: 'js' };
        });
      }
      // A module that moved would otherwise be bundled unedited without a word.
      build.onEnd((result) => {
        if (result.errors.length) return;
        for (const patch of PATCHES) {
          if (!applied.has(patch)) result.errors.push({ text: `Unexpected bundle: ${patch.module} was not bundled, expected an edit of bin/patchDependencies.js to apply to it. Update or remove the edit.` });
        }
      });
    },
  };
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
