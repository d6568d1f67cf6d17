/**
 * The candidates closest to `input` by edit distance, best first: used for "did you mean"
 * hints. Returns at most `limit` names whose distance is at most a third of the input's length
 * (or 2, whichever is larger), so unrelated names are not suggested.
 */
export function closest(input: string, candidates: Iterable<string>, limit = 3): string[] {
  const threshold = Math.max(2, Math.ceil(input.length / 3));
  const scored: Array<[string, number]> = [];
  for (const candidate of candidates) {
    const score = Math.min(distance(input, candidate), containsScore(input, candidate));
    if (score <= threshold) scored.push([candidate, score]);
  }
  scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0], 'en'));
  return scored.slice(0, limit).map(([name]) => name);
}

// A candidate that ends with the input ("intro" for "docs/intro") or starts like it
// ("intro" for "introduction") is a near miss too.
function containsScore(input: string, candidate: string): number {
  if (candidate.endsWith(`/${input}`) || input.endsWith(`/${candidate}`)) return 1;
  if (Math.min(input.length, candidate.length) >= 3 && (input.startsWith(candidate) || candidate.startsWith(input))) return 2;
  return Number.POSITIVE_INFINITY;
}

/** Levenshtein distance. */
export function distance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}
