/**
 * At most `limit` items of groups ranked best first, each group's own items best first: the best
 * item of each group in turn, then, while there is room, each group's next, round by round. The
 * groups keep their order and each keeps at least its best item while there is room for it: the
 * search box lists 8 pages with their best section sooner than 2 pages with 4 sections each.
 */
export function trimGroups<T>(groups: T[][], limit: number): T[][] {
  const counts = groups.map(() => 0);
  let room = limit;
  for (let round = 0; room > 0; round++) {
    let added = false;
    for (let g = 0; g < groups.length && room > 0; g++) {
      if (groups[g].length <= round) continue;
      counts[g] += 1;
      room -= 1;
      added = true;
    }
    if (!added) break;
  }
  return groups.map((group, g) => group.slice(0, counts[g])).filter((group) => group.length > 0);
}
