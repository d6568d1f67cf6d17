/** A sidebars file's export, as written: sidebar id → items (or a shorthand category object). */
export type SidebarsConfig = Record<string, unknown>;

/** A category's own page. */
export type CategoryLink = { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string };

/** A sidebar item after normalisation: one explicit shape per kind. */
export type NormalizedItem =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; href: string; label: string; unlisted: boolean }
  | {
      type: 'category';
      label: string;
      items: NormalizedItem[];
      link?: CategoryLink;
      collapsed?: boolean;
      collapsible?: boolean;
      description?: string;
    };

/** Normalised sidebars, in file order. */
export type NormalizedSidebars = Array<{ id: string; items: NormalizedItem[] }>;
