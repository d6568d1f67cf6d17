// Characters a terminal acts on instead of showing: C0 controls, DEL, C1 controls (U+0080–U+009F,
// which some terminals take as escapes too), and the bidirectional overrides and isolates that
// make text read in another order than it is stored ("Trojan Source", CVE-2021-42574).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;
// The same, less the line feed and tab a message may use to lay itself out.
const CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text with every control character written as an escape (`\x1B`, `\u202E`), so that a file
 * name or a value printed in a message can neither retitle nor clear the terminal, nor reorder
 * what it shows. `keepLayout` keeps line feeds and tabs, for messages written over several lines.
 */
export function escapeControl(text: string, options: { keepLayout?: boolean } = {}): string {
  return text.replace(options.keepLayout ? CONTROL_BUT_LAYOUT : CONTROL, (character) => {
    const code = character.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
  });
}
