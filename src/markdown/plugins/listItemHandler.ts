import type { List, ListItem, Parents } from 'mdast';
import { defaultHandlers } from 'remark-rehype';

type Handler = typeof defaultHandlers.listItem;

/**
 * remark-rehype's `listItem` handler, with the looseness of each list worked out once.
 * mdast-util-to-hast 13.2.2 (`listLoose` in `lib/handlers/list-item.js`) checks every sibling
 * for each item, which is quadratic in the length of a tight list (300,000 items: minutes).
 * The default handler reads its `parent` only for that, so it gets a childless list that
 * answers at once.
 */
export function createListItemHandler(): Handler {
  const looseness = new WeakMap<List, List>();
  return (state, node, parent) => {
    if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
    let stand = looseness.get(parent);
    if (!stand) {
      stand = { type: 'list', spread: isLoose(parent), children: [] };
      looseness.set(parent, stand);
    }
    return defaultHandlers.listItem(state, node, stand as Parents);
  };
}

// The rule of mdast-util-to-hast: a list is loose if it, or any of its items, is spread.
function isLoose(list: List): boolean {
  return Boolean(list.spread) || list.children.some(isItemLoose);
}

function isItemLoose(item: ListItem): boolean {
  return item.spread ?? item.children.length > 1;
}
