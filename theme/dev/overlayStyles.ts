/**
 * The error overlay's CSS. It lives in a shadow root, so the site's styles cannot reach it and
 * it cannot reach the site's. Light by default, dark when the site's colour mode is dark (the
 * host copies `data-theme` from the page) or, without one, when the system prefers dark.
 * Contrast of every text colour is at least 4.5:1 on its background in both.
 */
export const overlayStyles = `
:host {
  --bg: #ffffff; --fg: #1c1e21; --muted: #525860; --accent: #c62828; --place-bg: #fdecea;
  --hint: #1f5f99; --border: #e3e5e8; --shadow: rgba(0, 0, 0, 0.25); --backdrop: rgba(20, 22, 26, 0.55);
  all: initial; position: fixed; inset: 0; z-index: 2147483647;
}
@media (prefers-color-scheme: dark) {
  :host(:not([data-theme='light'])) {
    --bg: #1e2125; --fg: #e6e7e9; --muted: #a8adb4; --accent: #ff8a80; --place-bg: #3b1f1f;
    --hint: #8cc4ff; --border: #3a3f45; --shadow: rgba(0, 0, 0, 0.6); --backdrop: rgba(0, 0, 0, 0.6);
  }
}
:host([data-theme='dark']) {
  --bg: #1e2125; --fg: #e6e7e9; --muted: #a8adb4; --accent: #ff8a80; --place-bg: #3b1f1f;
  --hint: #8cc4ff; --border: #3a3f45; --shadow: rgba(0, 0, 0, 0.6); --backdrop: rgba(0, 0, 0, 0.6);
}
.backdrop {
  position: fixed; inset: 0; background: var(--backdrop); display: flex; align-items: flex-start;
  justify-content: center; padding: 6vh 12px 12px; box-sizing: border-box; overflow-y: auto;
  font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
.dialog {
  background: var(--bg); color: var(--fg); width: 100%; max-width: 760px; box-sizing: border-box;
  border-radius: 8px; border-top: 5px solid var(--accent); box-shadow: 0 12px 40px var(--shadow);
  padding: 16px 20px 12px; outline: none;
}
.header { display: flex; align-items: flex-start; gap: 12px; }
.title { flex: 1; margin: 0 0 8px; font-size: 18px; line-height: 1.35; color: var(--accent); font-weight: 700; }
.close {
  flex: none; width: 36px; height: 36px; margin: -6px -8px 0 0; border: 1px solid transparent; border-radius: 6px;
  background: transparent; color: var(--muted); font: 26px/1 system-ui, sans-serif; cursor: pointer;
}
.close:hover { color: var(--fg); border-color: var(--border); }
.close:focus-visible { outline: 2px solid var(--hint); outline-offset: 1px; }
.problem { border-top: 1px solid var(--border); padding: 10px 0; }
.problem p { margin: 0; overflow-wrap: anywhere; }
.place {
  display: inline-block; margin-bottom: 6px !important; padding: 1px 6px; border-radius: 4px;
  background: var(--place-bg); color: var(--fg); font: 600 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
.message { font-size: 15px; white-space: pre-wrap; }
.hint { margin-top: 6px !important; color: var(--hint); }
.rule { margin-top: 4px !important; color: var(--muted); font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.footer { margin: 4px 0 0; padding-top: 10px; border-top: 1px solid var(--border); color: var(--muted); font-size: 13px; }
@media (max-width: 480px) {
  .backdrop { padding: 8px; }
  .dialog { padding: 12px 14px 10px; }
  .title { font-size: 16px; }
}
`;
