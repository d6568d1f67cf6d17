// Runs the compiled command line (dist/cli.cjs) with V8's code cache beside it.
//
// At every start, V8 parses the 2.6 MB bundle and then compiles to bytecode each function the
// first time it runs: on the Hexagon site that was 120 ms of a 1.05 s build. A code cache
// holds that bytecode. bin/compile.js makes it once, from a build run with
// HEXSITE_WRITE_CODE_CACHE set, and every later start loads it instead of compiling.
// The cache names the bundle it was made from by hash, and its own data: V8 itself checks only
// the length of the source, its own version and its flags (a cache made by another Node is
// ignored), and a damaged cache that passes those checks crashes the process.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** Starts a code cache (`<file>.cache`): a line with it and the hashes of the source and of V8's data, then the data. */
const MAGIC = 'hexsite-code-cache';

/**
 * Loads a CommonJS bundle as Node's require() would, but compiled with the code cache that
 * was made for exactly this source, when there is one; returns its exports. With `write`, the
 * cache is made when the process exits, from every function compiled until then.
 */
export function loadCompiled(file, options = {}) {
  const source = readFileSync(file);
  const digest = sha1(source);
  const cacheFile = `${file}.cache`;
  const cachedData = readCache(cacheFile, digest);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source.toString('utf8')}\n})`;
  // The cache made for the package names the bundle by its own name, not by the folder of the
  // machine that made it: V8 keeps the script's name in it, and gives the script the name it
  // is loaded with (stack traces show the installed path).
  const script = new vm.Script(wrapped, { filename: options.write ? path.basename(file) : file, cachedData });
  if (options.write) process.once('exit', () => writeCache(cacheFile, digest, script.createCachedData()));
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  return { exports: module.exports, cacheUsed: cachedData !== undefined && !script.cachedDataRejected };
}

/** V8's data from a whole cache made for the source with this digest; undefined for none, another's or a damaged one. */
function readCache(cacheFile, digest) {
  let bytes;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  const header = `${MAGIC} ${digest} `;
  const end = header.length + 41;
  if (bytes.length <= end || bytes.subarray(0, header.length).toString('latin1') !== header) return undefined;
  const data = bytes.subarray(end);
  return bytes.subarray(header.length, end).toString('latin1') === `${sha1(data)}\n` ? data : undefined;
}

function sha1(bytes) {
  return createHash('sha1').update(bytes).digest('hex');
}

function writeCache(cacheFile, digest, data) {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([Buffer.from(`${MAGIC} ${digest} ${sha1(data)}\n`, 'latin1'), data]));
  renameSync(temporary, cacheFile);
}
