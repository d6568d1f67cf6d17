// Every grammar of lowlight, bundled into a file of its own (dist/grammars.cjs, see
// bin/compile.js) that `grammars.ts` loads only for a site with `prism.additionalLanguages`:
// the 1 MB of them would otherwise be read at every start of the command line.
export { all } from 'lowlight';
