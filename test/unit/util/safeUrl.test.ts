import { describe, expect, it } from 'vitest';
import { isSafeUrl, safeUrlSchema } from '../../../src/util/safeUrl.js';

describe('util/safeUrl', () => {
  it('accepts paths and http, https, mailto and tel URLs', () => {
    for (const url of ['/docs/intro', './next.md#setup', '../img/a.png', '#top', '?q=1', 'page', 'a/b:c', 'https://example.com', 'HTTP://example.com', 'mailto:a@b.c', 'tel:+123', '//cdn.example.com/x']) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses javascript:, vbscript:, data:, file: and other schemes', () => {
    for (const url of ["javascript:alert('edit')", 'JavaScript:x', 'vbscript:msgbox', 'data:text/html,<script>', 'file:///etc/passwd', 'blob:x']) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });

  it('reads the scheme as a browser does: past leading spaces and controls, through tabs and line breaks', () => {
    for (const url of [' javascript:x', '\u0001javascript:x', 'java\tscript:x', 'java\nscr\ript:x']) expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
  });

  it('accepts data: pictures for images only, and never SVG', () => {
    expect(isSafeUrl('data:image/png;base64,iVBOR', { image: true })).toBe(true);
    expect(isSafeUrl('data:image/png;base64,iVBOR')).toBe(false);
    expect(isSafeUrl('data:image/svg+xml,<svg onload=x>', { image: true })).toBe(false);
    expect(isSafeUrl('data:text/html,x', { image: true })).toBe(false);
  });

  it('is the check of the schema that config and front matter URLs use', () => {
    expect(safeUrlSchema().safeParse('https://x.y').success).toBe(true);
    const refused = safeUrlSchema().safeParse('javascript:x');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('expected a path, or an http:, https:, mailto: or tel: URL');
  });
});
