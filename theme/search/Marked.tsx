import type { SnippetPart } from './snippet.js';

/** Text with its matched words in `<mark>`. */
export function Marked({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}
