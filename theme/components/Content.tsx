/** Id of the element holding a page's rendered Markdown; the client reads it back before hydrating. */
export const CONTENT_ID = '__content';

/**
 * A page's content: HTML rendered at build time and inserted as-is. React never re-renders
 * it, so the client needs no Markdown runtime.
 */
export function Content({ html, className = 'markdown' }: { html?: string; className?: string }) {
  return <div id={CONTENT_ID} className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
