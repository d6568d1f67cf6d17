/**
 * Maps every item with an async function, at most `lanes` at a time, and returns the results
 * in the items' order. The first rejection rejects the whole; items not yet started then stay
 * unstarted.
 */
export async function mapInLanes<Item, Result>(items: readonly Item[], lanes: number, map: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await map(items[index]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  return results;
}
