// Not a direct dependency: micromark and micromark-core-commonmark import it by this bare name,
// and the install is flat, so this is the class whose prototype they use.
import { EditMap } from 'micromark-util-edit-map';

type Change = EditMap['map'][number];
type Event = Change[2][number];

/**
 * Makes micromark's `EditMap.consume` cost the length of the edited tail instead of the whole
 * event list. micromark 4.0.3 calls it on the document's events each time a list or block quote
 * closes (`documentContinue` and `writeToChild` in `micromark/lib/initialize/document.js`), and
 * micromark-util-edit-map 1.0.0 copies every event on each call, so a page of many lists parsed
 * in quadratic time (half a megabyte of short lists: a minute and a half). The edits and their
 * order stay the same; only the untouched head of the list is left in place. Safe to call more
 * than once.
 */
export function installLinearEditMap(): void {
  if (EditMap.prototype.consume === consumeTail) return;
  // Another version may lay its edits out differently; it then keeps its own method.
  const probe = new EditMap();
  if (!Array.isArray(probe.map) || !(probe.index instanceof Map)) return;
  EditMap.prototype.consume = consumeTail;
}

function consumeTail(this: EditMap, events: Event[]): undefined {
  if (this.map.length === 0) return;
  const changes: Change[] = this.map.sort((a, b) => a[0] - b[0]);
  const first = changes[0][0];
  const tail: Event[] = [];
  let from = first;
  for (const [at, remove, add] of changes) {
    for (let index = from; index < at; index++) tail.push(events[index]);
    for (const event of add) tail.push(event);
    from = at + remove;
  }
  for (let index = from; index < events.length; index++) tail.push(events[index]);
  events.length = first;
  // One push per event: spreading a long tail into push() would overflow the call stack.
  for (const event of tail) events.push(event);
  this.map.length = 0;
  this.index.clear();
}
