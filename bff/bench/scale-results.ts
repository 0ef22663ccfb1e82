/**
 * The `scale` section of bench-results.json (bff/bench/scale.bench.ts): the figures per list
 * page and issue 12's targets, each with the figure it judges and whether it is met. A figure
 * that could not be measured is null (the notes say why), and its target is not met.
 */

/** What one list page measured in Chromium. */
export interface ScalePageFigures {
  /** Navigation start to the first visible data row. */
  firstRowsMs: number | null;
  /** JS heap used after load, after a forced garbage collection. */
  heapUsedMb: number | null;
  /** Data rows (`tbody tr`, not aria-hidden) in the DOM after load. */
  renderedRows: number | null;
  /** The text typed into the search box at 40 ms per key. */
  searchText: string | null;
  /** What the search box held once typing had settled. */
  searchFinalValue: string | null;
  /** Typed characters missing from the final value (length minus longest common subsequence). */
  keysLost: number | null;
  /** First to last key as the page received them (nominally 40 ms between keys). */
  typingMs: number | null;
  /** Last key until the list shows only rows containing the typed text. */
  followMs: number | null;
  /** Which control sorted the list. */
  sortControl: string | null;
  /** Click until the first row is another. */
  sortMs: number | null;
  /** Confirming a row action until the list reflects it (invitations: withdraw). */
  rowActionMs: number | null;
  /** Scrolling the list to its end with wheel steps: the longest long task, their count, fps. */
  scrollLongestTaskMs: number | null;
  scrollLongTasks: number | null;
  scrollFps: number | null;
  scrollSeconds: number | null;
  /** The page's list request: bytes received (CDP encodedDataLength), body size, encoding. */
  listWireBytes: number | null;
  listBodyBytes: number | null;
  listContentEncoding: string | null;
}

export interface ScaleTarget {
  /** The issue's target, readable: "< 1500 ms". */
  target: string;
  value: number | null;
  met: boolean;
}

export interface ScaleResults {
  quick: boolean;
  seeded: { invitations: number; companies: number; groups: number; seconds: number };
  /** `uptime`'s load averages when the browser part started (others share the CPU). */
  loadAverage: string;
  invitations: ScalePageFigures;
  companies: ScalePageFigures;
  targets: Record<string, ScaleTarget>;
  notes: string[];
}

export function emptyPageFigures(): ScalePageFigures {
  return {
    firstRowsMs: null,
    heapUsedMb: null,
    renderedRows: null,
    searchText: null,
    searchFinalValue: null,
    keysLost: null,
    typingMs: null,
    followMs: null,
    sortControl: null,
    sortMs: null,
    rowActionMs: null,
    scrollLongestTaskMs: null,
    scrollLongTasks: null,
    scrollFps: null,
    scrollSeconds: null,
    listWireBytes: null,
    listBodyBytes: null,
    listContentEncoding: null,
  };
}

const below = (value: number | null, limit: number, unit: string): ScaleTarget => ({
  target: `< ${limit} ${unit}`,
  value,
  met: value !== null && value < limit,
});
const exactly = (value: number | null, want: number): ScaleTarget => ({
  target: `= ${want}`,
  value,
  met: value === want,
});
const kb = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 102.4) / 10);

/** Issue 12's targets ("Benchmarks, not timed tests"), judged on the figures. */
export function judgeTargets(
  inv: ScalePageFigures,
  com: ScalePageFigures,
): Record<string, ScaleTarget> {
  const targets: Record<string, ScaleTarget> = {
    'invitations.firstRowsMs': below(inv.firstRowsMs, 1500, 'ms'),
    'companies.firstRowsMs': below(com.firstRowsMs, 1000, 'ms'),
  };
  for (const [page, f] of [
    ['invitations', inv],
    ['companies', com],
  ] as const) {
    targets[`${page}.heapUsedMb`] = below(f.heapUsedMb, 100, 'MB');
    targets[`${page}.renderedRows`] = below(f.renderedRows, 200, 'rows');
    targets[`${page}.keysLost`] = exactly(f.keysLost, 0);
    targets[`${page}.followMs`] = below(f.followMs, 300, 'ms');
    targets[`${page}.sortMs`] = below(f.sortMs, 300, 'ms');
    targets[`${page}.scrollLongestTaskMs`] = below(f.scrollLongestTaskMs, 200, 'ms');
  }
  targets['invitations.rowActionMs'] = below(inv.rowActionMs, 300, 'ms');
  targets['invitations.listWireKb'] = below(kb(inv.listWireBytes), 300, 'KB');
  return targets;
}

const show = (v: number | string | null, unit = '') =>
  v === null ? 'n/a' : `${typeof v === 'number' ? Math.round(v * 10) / 10 : v}${unit}`;

/** One readable line per page. */
export function pageLine(name: string, f: ScalePageFigures): string {
  return [
    `scale ${name.padEnd(11)}`,
    `first rows ${show(f.firstRowsMs, ' ms')}`,
    `heap ${show(f.heapUsedMb, ' MB')}`,
    `rows ${show(f.renderedRows)}`,
    `typing ${f.searchText === null ? 'n/a (no search box)' : `"${f.searchText}" -> "${f.searchFinalValue}" lost ${show(f.keysLost)}, follow ${show(f.followMs, ' ms')}`}`,
    `sort ${show(f.sortMs, ' ms')}`,
    `row action ${show(f.rowActionMs, ' ms')}`,
    `scroll longest task ${show(f.scrollLongestTaskMs, ' ms')} (${show(f.scrollLongTasks)} long tasks, ${show(f.scrollFps, ' fps')})`,
    `list ${show(kb(f.listWireBytes), ' KB')} on the wire (${f.listContentEncoding ?? 'identity'})`,
  ].join(' | ');
}
