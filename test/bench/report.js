// Turns the benchmark's build records into its report: medians (with min and max) per input and
// kind, the ratios between them (in-turn pairs of the same run give each ratio's range), and the
// targets each ratio or figure is checked against (PASS / FAIL; a FAIL is reported, not an error).
const MB = 1e6;
const KINDS = ['cold', 'warm', 'floor', 'mdx', 'floor-mdx', 'versions', 'locales'];
const KIND_LABEL = { cold: 'hexsite cold', warm: 'hexsite warm', floor: 'floor 1 thread', mdx: 'hexsite MDX', 'floor-mdx': 'floor MDX', versions: '3 versions', locales: '3 versions × 2 locales' };

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function stats(values) {
  const known = values.filter((v) => typeof v === 'number');
  if (!known.length) return null;
  return { median: median(known), min: Math.min(...known), max: Math.max(...known) };
}

const FIGURES = ['wallMs', 'cpuMs', 'peakRss', 'outBytes', 'cacheBytes'];

/** { [inputId]: { [kind]: { runs, wallMs: {median,min,max}, … } } } */
export function summarise(records) {
  const summary = {};
  for (const r of records) {
    const kinds = (summary[r.input] ??= {});
    (kinds[r.kind] ??= { runs: [] }).runs.push(r);
  }
  for (const kinds of Object.values(summary)) {
    for (const entry of Object.values(kinds)) {
      for (const figure of FIGURES) entry[figure] = stats(entry.runs.map((r) => r[figure]));
      entry.runs = entry.runs.length;
    }
  }
  return summary;
}

const pad = (text, width) => String(text).padEnd(width);
const lpad = (text, width) => String(text).padStart(width);

/** "median (min–max)" of a figure, scaled and with `digits` decimals; "—" when not measured. */
function cell(s, scale, digits) {
  if (!s) return '—';
  const f = (v) => (v / scale).toFixed(digits);
  return s.min === s.max ? f(s.median) : `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
}

export function printTable(inputs, summary) {
  const head = [pad('input', 13), pad('kind', 15), lpad('wall s', 20), lpad('CPU s', 20), lpad('peak RSS MB', 18), lpad('output MB', 11), lpad('cache MB', 9), lpad('Markdown MB', 12)];
  console.log(head.join(' '));
  for (const input of inputs) {
    for (const kind of KINDS) {
      const e = summary[input.id]?.[kind];
      if (!e) continue;
      const md = kind.startsWith('floor') ? '' : (input.markdownBytes / MB).toFixed(2);
      console.log([pad(input.label, 13), pad(KIND_LABEL[kind], 15), lpad(cell(e.wallMs, 1000, 2), 20), lpad(cell(e.cpuMs, 1000, 2), 20), lpad(cell(e.peakRss, MB, 0), 18), lpad(e.outBytes ? (e.outBytes.median / MB).toFixed(2) : '—', 11), lpad(e.cacheBytes ? (e.cacheBytes.median / MB).toFixed(2) : '', 9), lpad(md, 12)].join(' '));
    }
  }
}

/** Ratio of the medians of two lists of records, and the range of the ratios of same-run pairs. */
function ratio(a, b, figure = 'wallMs') {
  if (!a?.length || !b?.length) return null;
  const value = median(a.map((r) => r[figure])) / median(b.map((r) => r[figure]));
  const pairs = a.map((r) => [r, b.find((s) => s.run === r.run)]).filter(([, s]) => s).map(([r, s]) => r[figure] / s[figure]);
  return { value, min: pairs.length ? Math.min(...pairs) : value, max: pairs.length ? Math.max(...pairs) : value };
}

/**
 * Every ratio and target, as rows { name, value, min, max, unit, target, limit, pass }.
 * A target whose input was not run is listed with value null.
 */
export function evaluate(inputs, records) {
  const of = (id, kind) => records.filter((r) => r.input === id && r.kind === kind);
  const rows = [];
  const add = (name, measured, limit, unit = '×') => {
    const bytes = (v) => (v >= 1e9 ? `${v / 1e9} GB` : `${v / MB} MB`);
    const target = limit === undefined ? '' : `≤ ${unit === '×' ? limit + '×' : unit === 's' ? limit + ' s' : bytes(limit)}`;
    const row = { name, unit, target, limit, value: measured?.value ?? null, min: measured?.min ?? null, max: measured?.max ?? null };
    if (limit !== undefined && row.value !== null) row.pass = row.value <= limit;
    rows.push(row);
  };

  for (const input of inputs) {
    if (of(input.id, 'floor').length) add(`${input.label}: hexsite cold / floor (wall)`, ratio(of(input.id, 'cold'), of(input.id, 'floor')), input.id === 'corpus-1000' ? 0.8 : undefined);
  }
  // Read as MDX (markdown.format: 'mdx', cold) against the MDX floor: its target is on corpus 1000.
  for (const input of inputs) {
    if (input.id === 'corpus-1000' || (of(input.id, 'mdx').length && of(input.id, 'floor-mdx').length)) add(`${input.label}: hexsite MDX / floor MDX (wall)`, ratio(of(input.id, 'mdx'), of(input.id, 'floor-mdx')), input.id === 'corpus-1000' ? 0.8 : undefined);
  }
  // Three docs versions (three times the docs), cold, against one: time linear in pages (3×), memory flat.
  for (const input of inputs) {
    if (!of(input.id, 'versions').length) continue;
    add(`${input.label}: 3 versions / 1 version, cold (wall)`, ratio(of(input.id, 'versions'), of(input.id, 'cold')), 3.3);
    add(`${input.label}: 3 versions / 1 version, cold (peak RSS)`, ratio(of(input.id, 'versions'), of(input.id, 'cold'), 'peakRss'));
    const rss = of(input.id, 'versions').map((r) => r.peakRss).filter((v) => typeof v === 'number');
    add(`${input.label} in 3 versions: hexsite peak RSS`, rss.length ? { value: Math.max(...rss), min: Math.min(...rss), max: Math.max(...rss) } : null, 1000 * MB, 'B');
  }
  // Three versions in two locales (six times the pages), cold, against one version in one locale.
  for (const input of inputs) {
    if (!of(input.id, 'locales').length) continue;
    add(`${input.label}: 3 versions × 2 locales / 1 version, cold (wall)`, ratio(of(input.id, 'locales'), of(input.id, 'cold')), 6.6);
    const rss = of(input.id, 'locales').map((r) => r.peakRss).filter((v) => typeof v === 'number');
    add(`${input.label} in 3 versions × 2 locales: hexsite peak RSS`, rss.length ? { value: Math.max(...rss), min: Math.min(...rss), max: Math.max(...rss) } : null, 1000 * MB, 'B');
  }
  for (const input of inputs) add(`${input.label}: warm / cold (wall)`, ratio(of(input.id, 'warm'), of(input.id, 'cold')), input.id === 'corpus-1000' ? 0.1 : undefined);
  for (const input of inputs) {
    const cache = of(input.id, 'warm').map((r) => r.cacheBytes);
    add(`${input.label}: cache / Markdown (bytes)`, cache.length ? { value: median(cache) / input.markdownBytes, min: Math.min(...cache) / input.markdownBytes, max: Math.max(...cache) / input.markdownBytes } : null, 2);
  }
  // Scaling between consecutive corpus sizes; the target is on 5000 / 1000, whatever else ran.
  const corpora = inputs.filter((i) => i.size).sort((a, b) => a.size - b.size);
  const pairs = corpora.slice(1).map((big, i) => [corpora[i], big]);
  if (!pairs.some(([small, big]) => small.size === 1000 && big.size === 5000)) pairs.push([{ id: 'corpus-1000', label: 'corpus 1000', size: 1000 }, { id: 'corpus-5000', label: 'corpus 5000', size: 5000 }]);
  for (const [small, big] of pairs) {
    add(`${big.label} / ${small.label}: cold wall`, ratio(of(big.id, 'cold'), of(small.id, 'cold')), small.size === 1000 && big.size === 5000 ? 5.5 : undefined);
  }

  const coldWall = of('hexagon', 'cold').map((r) => r.wallMs / 1000);
  add('Hexagon: hexsite cold wall', coldWall.length ? { value: median(coldWall), min: Math.min(...coldWall), max: Math.max(...coldWall) } : null, 1, 's');
  for (const [id, limit] of [['corpus-1000', 400 * MB], ['corpus-5000', 1000 * MB]]) {
    const rss = [...of(id, 'cold'), ...of(id, 'warm')].map((r) => r.peakRss).filter((v) => typeof v === 'number');
    const label = `corpus ${id.split('-')[1]}: hexsite peak RSS (largest build)`;
    add(label, rss.length ? { value: Math.max(...rss), min: Math.min(...rss), max: Math.max(...rss) } : null, limit, 'B');
  }
  return rows;
}

export function printRatios(rows) {
  const show = (row, v) => (row.unit === 'B' ? `${(v / MB).toFixed(0)} MB` : row.unit === 's' ? `${v.toFixed(2)} s` : `${v.toFixed(2)}×`);
  console.log([pad('ratio / figure', 48), lpad('value', 10), lpad('range (per run)', 22), lpad('target', 10), '  result'].join(' '));
  for (const row of rows) {
    const value = row.value === null ? 'not run' : show(row, row.value);
    const range = row.value === null || row.min === row.max ? '' : `${show(row, row.min)}–${show(row, row.max)}`;
    const result = row.limit === undefined ? '' : row.value === null ? 'n/a' : row.pass ? 'PASS' : 'FAIL';
    console.log([pad(row.name, 48), lpad(value, 10), lpad(range, 22), lpad(row.target, 10), ' ', result].join(' '));
  }
  const judged = rows.filter((r) => r.pass !== undefined);
  console.log(`Targets: ${judged.filter((r) => r.pass).length} of ${judged.length} measured pass${rows.some((r) => r.limit !== undefined && r.value === null) ? ' (some not measured in this run)' : ''}.`);
}
