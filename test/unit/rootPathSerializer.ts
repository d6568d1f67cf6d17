import path from 'node:path';
import type { SnapshotSerializer } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Rewrites absolute paths of this checkout to `<ROOT>` so snapshots are the same on every machine. */
const serializer: SnapshotSerializer = {
  test: (value) => typeof value === 'string' && value.includes(root),
  serialize: (value: string, config, indentation, depth, refs, printer) => printer(value.split(root).join('<ROOT>'), config, indentation, depth, refs),
};

export default serializer;
