import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/errors/formatError.js';
import { fromSystemError } from '../../../src/errors/systemError.js';

function systemError(code: string, syscall: string, path?: string) {
  return Object.assign(new Error(`${code}: ${syscall}`), { code, syscall, path });
}

describe('errors/systemError', () => {
  it('names a full disk, the file relative to the site, and what to do', () => {
    const error = fromSystemError(systemError('ENOSPC', 'write', '/site/build/.build.tmp-1/docs/index.html'), '/site');
    expect(error?.environment).toBe(true);
    expect(formatError(error)).toMatchInlineSnapshot(`
      "build/.build.tmp-1/docs/index.html  Unexpected no space left on the device (ENOSPC) while writing \`build/.build.tmp-1/docs/index.html\`, expected the file system to allow it
        hint: Free some disk space, or build into another disk with --out.   [system-enospc]"
    `);
  });

  it('keeps absolute paths outside the site, and leaves other errors alone', () => {
    expect(fromSystemError(systemError('EACCES', 'mkdir', '/var/www/out'), '/site')?.message).toContain('while creating `/var/www/out`');
    expect(fromSystemError(new TypeError('x'), '/site')).toBeUndefined();
    expect(fromSystemError(systemError('EWHATEVER', 'open', '/x'), '/site')).toBeUndefined();
  });
});
