import type { ParseResult } from '../pipeline/parseOne.js';

/** A syntax error of MDX as micromark's MDX extensions report it (a VFileMessage). */
interface MdxMessage {
  reason?: string;
  message: string;
  source?: string;
  ruleId?: string;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

/**
 * An MDX syntax error as hexsite reports errors: where, what was found, and what to do. The
 * classic case is prose that MDX reads as code: `<name>` (a tag) or `{` (an expression).
 */
export function mdxSyntaxError(error: unknown): ParseResult['error'] | undefined {
  const message = error as MdxMessage;
  if (!message || typeof message !== 'object' || !/^micromark-extension-mdx|^mdast-util-mdx/.test(message.source ?? '')) return undefined;
  const reason = (message.reason ?? message.message).replace(/\s+/g, ' ').trim();
  const place = message.place;
  // A tag left open is reported at the end of its paragraph; the reason names where the tag is.
  const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  const line = named ? Number(named[1]) : (place?.start?.line ?? place?.line);
  const column = named ? Number(named[2]) : (place?.start?.column ?? place?.column);
  return {
    message: `Unexpected MDX: ${reason.replace(/ \(\d+:\d+-\d+:\d+\)/, '').replace(/\.$/, '')}`,
    line,
    column,
    ruleId: `mdx-syntax${message.ruleId ? `:${message.ruleId}` : ''}`,
    hint:
      'MDX reads `<` as the start of a JSX tag and `{` as the start of an expression. In prose, escape them (`\\<`, `\\{`) or put them in backticks; in JSX, close every tag (`<br />`). A `.md` file is read as CommonMark with `markdown.format: \'detect\'` (the default).',
  };
}
