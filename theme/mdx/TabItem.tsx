import type { ReactNode } from 'react';

/** The props of `@theme/TabItem`, as Docusaurus has them. */
export interface TabItemProps {
  /** What identifies the tab: in `defaultValue`, the group's stored choice and the query string. */
  value: string;
  /** The tab's text; its value when absent. */
  label?: string;
  /** Shown first (unless `<Tabs defaultValue>` says otherwise). */
  default?: boolean;
  /** Attributes of the tab itself (the button of the tab list): `className`, `data-*`… */
  attributes?: Record<string, unknown>;
  /** Classes of the panel. */
  className?: string;
  /** Given by `<Tabs>` to the panels not shown. */
  hidden?: boolean;
  children?: ReactNode;
}

/**
 * One panel of `<Tabs>`. Tabs renders the panel itself (its id, label and state) around this
 * element's children; alone, outside Tabs, it is a plain tab panel.
 */
export default function TabItem({ children, hidden, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={className ? `tabs__panel ${className}` : 'tabs__panel'} hidden={hidden}>
      {children}
    </div>
  );
}
