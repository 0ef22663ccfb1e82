import type { MaterialityLevels } from '@ledger/contract';
import { formatPercent, formatSek } from '../../../lib/format/format.js';

/** The three levels in a line: "Väsentlighet 400 000,00 kr · Arbetsväsentlighet … (75 %) · …". */
export function levelsText(
  t: { levels: (o: string, p: string, ps: string, tr: string, ts: string) => string },
  lv: Pick<MaterialityLevels, 'performanceShare' | 'trivialShare'> & {
    overall: number;
    performance: number;
    trivial: number;
  },
): string {
  return t.levels(
    formatSek(lv.overall),
    formatSek(lv.performance),
    formatPercent(lv.performanceShare),
    formatSek(lv.trivial),
    formatPercent(lv.trivialShare),
  );
}
