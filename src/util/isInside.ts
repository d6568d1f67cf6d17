import path from 'node:path';

/** Whether `child` is `parent` or lies below it; both absolute and normalised (real paths, ideally). */
export function isInside(parent: string, child: string): boolean {
  if (child === parent) return true;
  return child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}
