import type { ReactNode } from 'react';

/** A callout box with the same markup Markdown admonitions get (`:::caution`). */
export function Admonition({ kind, title, children, className }: { kind: 'note' | 'tip' | 'info' | 'warning' | 'danger' | (string & {}); title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={`admonition admonition-${kind}${className ? ` ${className}` : ''}`}>
      <p className="admonition-heading">{title}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
