import type { ScaleResults } from './scale-results.js';

export interface BenchOptions {
  quick: boolean;
  /** Repository root. */
  root: string;
}

/** One row of the faults bench (faults.bench.ts). */
export interface FaultRow {
  mode: string;
  requests: number;
  statuses: Record<string, number>;
  p50S: number;
  maxS: number;
  v1PerRequest: number;
  rssGrowthMb: number;
  note?: string;
}

type Section<K extends string> = Record<K, number | null> | null;

/** The web bench (web.bench.ts): KB gzip; budgets and what is over them. */
export interface WebResults {
  /** Sign-in and overview before their first paint: the entry and the core catalog. */
  initialJsGzKb: number | null;
  /** The same files as sent: the build's brotli copies (`X.br`, web/vite.config.ts). */
  initialJsBrKb: number | null;
  /** Fetched after the first paint on every page (the toasts' container). */
  afterPaintJsGzKb: number | null;
  /** The stylesheets index.html links. */
  blockingCssGzKb: number | null;
  /** Each route's JavaScript: the initial JS, the screens' catalog and the route's chunks. */
  routes: Record<string, number>;
  /** `<route> <what>`: fetched only when used (a chart on screen, an export), not in the route. */
  deferred: Record<string, number>;
  /** `initial`, `blocking css` and each route: its files beyond the initial ones, `name KB`. */
  chunks: Record<string, string[]>;
  budgets: { initialJsGzKb: number; routeJsGzKb: number; blockingCssGzKb: number };
  /** The figures over their budget, in words; empty when every budget is kept. */
  over: string[];
}

/** One page's Lighthouse figures (lighthouse.bench.ts): scores 0-100, times in ms. */
export interface LighthousePage {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * Lighthouse's reading of the host's CPU (`environment.benchmarkIndex`): its phone figures are
   * the host's times slowed 4x, so a host that reads half as fast doubles the blocking time.
   */
  benchmarkIndex: number;
  /** Scripts requested, and their bytes on the wire (KB, compressed as served). */
  scripts: number;
  scriptKb: number;
  /** Accessibility and best-practice audits that did not pass. */
  failing: string[];
  /** The layout shifts Lighthouse found, largest first: score, element, its text. */
  shifts: string[];
}

export interface BenchResults {
  proxy: Section<
    | 'directRps'
    | 'bffRps'
    | 'rpsRatio'
    | 'sharedCpuRpsRatio'
    | 'bffCpuUsPerRequest'
    | 'platformCpuUsPerRequest'
    | 'loadCpuUsPerDirectRequest'
    | 'loadCpuUsPerBffRequest'
    | 'directP99Ms'
    | 'bffP99Ms'
    | 'addedP99Ms'
    | 'compressedUncompressedBytes'
    | 'compressedBytes'
    | 'compressedBffRps'
    | 'compressedRpsRatio'
    | 'compressedSharedCpuRpsRatio'
    | 'compressedBffCpuUsPerRequest'
    | 'compressedBffP99Ms'
    | 'compressedAddedP99Ms'
    | 'invitations5kBytes'
    | 'invitations5kGzipBytes'
    | 'invitations5kBrBytes'
    | 'invitations5kDirectMs'
    | 'invitations5kBffMs'
    | 'invitations5kBrMs'
  >;
  tokens: Section<'concurrentRequests' | 'tokenRequests'>;
  ingest: Section<
    | 'rows'
    | 'bytes'
    | 'seconds'
    | 'mbPerS'
    | 'rawReadMbPerS'
    | 'peakRssGrowthMb'
    | 'otherRequests'
    | 'otherRequestMaxMs'
    | 'otherRequestP99Ms'
    | 'rows3m'
    | 'peakRssGrowthMb3m'
  >;
  balances: Section<'accounts' | 'months' | 'medianMs'>;
  upload: Section<'bytes' | 'bffRssGrowthMb' | 'mbPerS'>;
  load: Section<'sessions' | 'seconds' | 'requests' | 'errors' | 'p99Ms'>;
  web: WebResults | null;
  startup: Section<
    'runs' | 'bffTsxMs' | 'bffCompiledMs' | 'embeddedTsxMs' | 'embeddedCompiledMs' | 'buildS'
  >;
  scale: ScaleResults | null;
  i18n: Section<
    | 'activeCatalogLoaded'
    | 'inactiveCatalogLoaded'
    | 'firstSwitchMs'
    | 'switchMedianMs'
    | 'switchTargetMs'
    | 'met'
  >;
  workbench: Section<
    | 'accounts'
    | 'renderMs'
    | 'filterMs'
    | 'sortMs'
    | 'classFilterMs'
    | 'statementsMs'
    | 'routeJsGzKb'
    | 'writerJsGzKb'
    | 'met'
  >;
  vouchers: Section<
    | 'rows'
    | 'vouchers'
    | 'ingestSeconds'
    | 'accountTotal'
    | 'pageVouchers'
    | 'pageKb'
    | 'firstPageColdMs'
    | 'firstPageMs'
    | 'smallPageMs'
    | 'lastPageMs'
    | 'platformPageMs'
    | 'targetMs'
    | 'met'
  >;
  journal: Section<
    | 'rows'
    | 'vouchers'
    | 'ingestSeconds'
    | 'coldMs'
    | 'medianMs'
    | 'cpuMs'
    | 'bffMs'
    | 'answerKb'
    | 'findings'
    | 'targetMs'
    | 'met'
  >;
  faults: FaultRow[] | null;
  bulk: Section<
    | 'companies'
    | 'grantSeconds'
    | 'grantV1Calls'
    | 'grantLongTasks'
    | 'grantLongestTaskMs'
    | 'members'
    | 'membersSeconds'
    | 'membersV1Calls'
    | 'membersLongTasks'
    | 'membersLongestTaskMs'
    | 'met'
  >;
  lighthouse: {
    runsPerPage: number;
    /** The 1, 5 and 15 minute load averages when the section started. */
    loadAverage: number[];
    /** The best of the runs per page; `runs`: each run's performance score. */
    /** How `pages` were reached: through the TLS front (http2), or plain HTTP/1.1 without it. */
    protocol: 'http2' | 'http1';
    pages: Record<string, LighthousePage & { runs: number[] }>;
    /** The same pages straight from the BFF over plain HTTP/1.1, and what of them is short. */
    http1Pages: Record<string, LighthousePage & { runs: number[] }>;
    http1Over: string[];
    budgets: {
      performance: number;
      accessibility: number;
      bestPractices: number;
      tbtMs: number;
      cls: number;
    };
    over: string[];
  } | null;
}
