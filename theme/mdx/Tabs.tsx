import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import TabItem, { type TabItemProps } from './TabItem.js';
import { tabsErrors } from './tabsErrors.js';

/** One tab, from `<Tabs values>` or a child's props. */
export interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/** The props of `@theme/Tabs`, as Docusaurus has them. */
export interface TabsProps {
  /** Panels not shown stay out of the page until their tab is chosen (their HTML waits in a `<noscript>`, shown without JavaScript). */
  lazy?: boolean;
  /** The tab shown first; `null` shows none until one is chosen. Else the tab marked `default`, else the first. */
  defaultValue?: string | null;
  /** The tabs, when the children alone do not say them. */
  values?: readonly TabValue[];
  /** Tabs blocks with the same group switch together, on this page and on others (the choice is kept). */
  groupId?: string;
  /** Keeps the chosen tab in the URL's query: under this name, or under the groupId for `true`. */
  queryString?: string | boolean;
  /** Classes of the tab list. */
  className?: string;
  /** Docusaurus's full-width tab list. */
  block?: boolean;
  children?: ReactNode;
}

/**
 * Docusaurus's `<Tabs>`, rendered to static HTML with the markup of hexsite's `npm2yarn` tabs:
 * a tab list of buttons and one panel per tab, the chosen one shown and the others `hidden`.
 * The page's client script (theme/client/tabs.ts) makes them switch, keeps a group's choice in
 * localStorage under Docusaurus's key (`docusaurus.tab.<groupId>`) and reads and writes the
 * query string: a page with tabs ships no React code of its own. Without JavaScript every panel
 * is shown under its label (theme/css/code.css).
 */
export default function Tabs(props: TabsProps) {
  const children = panelsOf(props.children);
  const tabs = tabValuesOf(props.values, children);
  const selected = selectedValueOf(props.defaultValue, tabs);
  const query = queryKeyOf(props);
  // Unique on the page and the same in the browser (ids of a tab and its panel point at each other).
  const prefix = `tabs-${useId().replace(/[^\w-]/g, '')}`;
  const id = (index: number) => `${prefix}-${index}`;
  const index = new Map(tabs.map((tab, at) => [tab.value, at]));
  return (
    <div className="tabs" data-group={props.groupId || undefined} data-query={query ?? undefined}>
      <div role="tablist" className={classes('tabs__list', props.block && 'tabs__list--block', props.className)}>
        {tabs.map((tab, at) => {
          const on = tab.value === selected;
          const { className, ...attributes } = tab.attributes ?? {};
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={id(at)}
              className={classes('tabs__tab', typeof className === 'string' ? className : undefined)}
              aria-selected={on ? 'true' : 'false'}
              aria-controls={`${id(at)}-panel`}
              // With no tab chosen (defaultValue={null}), the first one takes the focus.
              tabIndex={on || (selected === null && at === 0) ? 0 : -1}
              data-value={tab.value}
              {...attributes}
            >
              {tab.label ?? tab.value}
            </button>
          );
        })}
      </div>
      {children.map((child, at) => {
        const value = child.props.value;
        const tab = tabs[index.get(value) ?? -1];
        const shown = value === selected;
        const content = child.type === TabItem ? child.props.children : child;
        return (
          <div
            key={value ?? at}
            role="tabpanel"
            id={tab ? `${id(index.get(value)!)}-panel` : undefined}
            className={classes('tabs__panel', child.type === TabItem ? child.props.className : undefined)}
            aria-labelledby={tab ? id(index.get(value)!) : undefined}
            data-value={value}
            data-label={typeof tab?.label === 'string' ? tab.label : undefined}
            hidden={!shown}
          >
            {props.lazy && !shown ? <noscript>{content}</noscript> : content}
          </div>
        );
      })}
    </div>
  );
}

/** The children that are panels: MDX puts line breaks between them, which are dropped. */
function panelsOf(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children).flatMap((child) => {
    if (typeof child === 'string' && child.trim() === '') return [];
    if (isValidElement<TabItemProps>(child)) return [child];
    throw tabsErrors.badChild(typeof child === 'string' ? 'text' : String(child));
  });
}

/** The tabs, from `values` or else from the children's props; every child then needs a `value`. */
function tabValuesOf(values: readonly TabValue[] | undefined, children: Array<ReactElement<TabItemProps>>): readonly TabValue[] {
  const tabs =
    values ??
    children.map((child) => {
      const props = child.props as Partial<TabItemProps> | null;
      if (!props || typeof props.value !== 'string') throw tabsErrors.badChild(nameOf(child));
      return { value: props.value, label: props.label, attributes: props.attributes, default: props.default };
    });
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const tab of tabs) (seen.has(tab.value) ? duplicates : seen).add(tab.value);
  if (duplicates.size > 0) throw tabsErrors.duplicate([...duplicates]);
  return tabs;
}

/** The tab shown first, as Docusaurus chooses it. */
function selectedValueOf(defaultValue: string | null | undefined, tabs: readonly TabValue[]): string | null {
  if (tabs.length === 0) throw tabsErrors.empty();
  if (defaultValue === null) return null;
  if (defaultValue) {
    if (!tabs.some((tab) => tab.value === defaultValue)) throw tabsErrors.defaultValue(defaultValue, tabs.map((tab) => tab.value));
    return defaultValue;
  }
  return (tabs.find((tab) => tab.default) ?? tabs[0]).value;
}

/** The query parameter that holds the choice: `queryString` itself, or the groupId for `true`. */
function queryKeyOf({ queryString = false, groupId }: TabsProps): string | null {
  if (typeof queryString === 'string') return queryString || null;
  if (!queryString) return null;
  if (!groupId) throw tabsErrors.queryString();
  return groupId;
}

function nameOf(element: ReactElement): string {
  const type = element.type as string | { displayName?: string; name?: string };
  return typeof type === 'string' ? type : (type.displayName ?? type.name ?? 'component');
}

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}
