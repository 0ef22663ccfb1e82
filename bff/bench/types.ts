import type { FaultRow } from './faults.bench.js';
import type { ScaleResults } from './scale-results.js';

export interface BenchOptions {
  quick: boolean;
  /** Repository root. */
  root: string;
}

type Section<K extends string> = Record<K, number | null> | null;

export interface BenchResults {
  proxy: Section<
    | 'directRps'
    | 'bffRps'
    | 'rpsRatio'
    | 'sharedCpuRpsRatio'
    | 'bffCpuUsPerRequest'
    | 'platformCpuUsPerRequest'
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
    | 'rows3m'
    | 'peakRssGrowthMb3m'
  >;
  balances: Section<'accounts' | 'months' | 'medianMs'>;
  upload: Section<'bytes' | 'bffRssGrowthMb' | 'mbPerS'>;
  load: Section<'sessions' | 'seconds' | 'requests' | 'errors' | 'p99Ms'>;
  web: { initialJsGzKb: number | null; routes: Record<string, number> } | null;
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
    | 'routeJsGzKb'
    | 'writerJsGzKb'
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
}
