import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { retryingLazy } from '../../../lib/ui/loadFailures.js';
import { flushSync } from 'react-dom';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import type { Company } from '@ledger/contract';
import { useLanguage, useT } from '../../../i18n/index.js';
import { formatDateTime, formatSek } from '../../../lib/format/format.js';
import { downloadCsv, toCsv } from '../../../lib/format/csv.js';
import { balanceCheck, keyRatios, yearResult, statementAmount } from '../workbench/index.js';
import type { Flag } from '../workbench/flags.js';
import { tableLines } from '../workbench/lines.js';
import { workbookSheets } from '../workbench/workbook.js';
import { TrialBalanceTable } from './TrialBalanceTable.js';
import type { Workbench } from './useWorkbench.js';
import './workbench-print.css';

const AccountPanel = retryingLazy(() => import('./AccountPanel.js'));

/** The comparison's range or why there is none, and its notes. */
export function ComparisonNote({ wb }: { wb: Workbench }) {
  const w = useT().workbench;
  const tb = wb.tb!;
  const c = tb.comparison;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {w.rangeNote(tb.range.firstMonth, tb.range.lastMonth, tb.range.months)}
      </Text>
      <Text size="sm" data-testid="comparison-note">
        {c.available
          ? w.comparisonWith(c.range.firstMonth, c.range.lastMonth, c.range.months)
          : w.comparisonNone[c.reason]}
      </Text>
      {c.available
        ? c.notes.map((n) => (
            <Text key={n} size="sm" c="dimmed">
              {w.comparisonNotes[n]}
            </Text>
          ))
        : null}
    </Stack>
  );
}

function CheckCard({ wb }: { wb: Workbench }) {
  const w = useT().workbench;
  const tb = wb.tb!;
  const check = balanceCheck(tb)!;
  const result = yearResult(tb) ?? 0;
  // ISA 510: each balance-sheet account opens where it closed last year (null: not checked)
  const opening = tb.rows.some((r) => r.openingDifference !== null)
    ? tb.rows.filter((r) => r.openingDifference !== null && r.openingDifference !== 0).length
    : null;
  const balanced = check.trialBalance === 0 && check.difference === 0 && check.opening === 0;
  return (
    <Alert
      color={balanced && !opening ? 'green' : 'red'}
      variant="light"
      title={w.check.title}
      data-testid="balance-check"
    >
      <Text size="sm">
        {balanced
          ? w.check.balanced
          : w.check.unbalanced(formatSek(check.difference || check.trialBalance || check.opening))}
      </Text>
      {opening !== null ? (
        <Text size="sm">
          {opening === 0 ? w.check.openingAgrees : w.check.openingDiffers(opening)}
        </Text>
      ) : null}
      <Text size="sm">
        {w.check.yearResult}: {formatSek(statementAmount(result, 'other'))}
      </Text>
    </Alert>
  );
}

/**
 * True while the page is printed, from the print button or the browser's own menu: every row of
 * the trial balance is then rendered (before the browser lays out the paper), not only those in
 * view.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

export default function TrialView({ wb, company }: { wb: Workbench; company: Company }) {
  const t = useT();
  const w = t.workbench;
  const lang = useLanguage();
  const { state, patch } = wb;
  const tb = wb.tb!;
  const printing = usePrinting();
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const flags = wb.flags as ReadonlyMap<string, Flag[]>;
  const lines = useMemo(
    () =>
      tableLines(tb, {
        flags,
        marks: wb.marks,
        classDigit: state.classDigit,
        filter: state.filter,
        search: state.search,
        sort: state.sort,
        descending: state.descending,
      }),
    [
      tb,
      flags,
      wb.marks,
      state.classDigit,
      state.filter,
      state.search,
      state.sort,
      state.descending,
    ],
  );
  const accounts = lines.filter((l) => l.kind === 'account').length;
  const open = useCallback((a: string) => patch({ acc1: a }), [patch]);
  const safeName = company.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  const exportXlsx = async () => {
    setExporting('busy');
    try {
      const { exportWorkbook } = await import('./exportWorkbook.js');
      const sheets = workbookSheets({
        tb,
        flags,
        ratios: { current: keyRatios(tb), prior: keyRatios(tb, 'prior') },
        company: `${company.name} (${company.organizationNumber})`,
        materiality: wb.materiality.value,
        levels: wb.levels,
        exportedAt: formatDateTime(new Date()),
        t: w,
      });
      await exportWorkbook(
        sheets,
        w.export.file(safeName, tb.range.firstMonth, tb.range.lastMonth),
      );
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };
  const exportCsv = () => {
    const c = w.columns;
    const header = [c.account, c.name, c.opening, c.movement, c.closing, c.priorClosing, c.change];
    const rows = tb.rows.map((r) => [
      r.accountNumber,
      r.accountName,
      r.opening,
      r.movement,
      r.closing,
      r.prior?.closing ?? null,
      r.change,
    ]);
    downloadCsv(
      w.export.file(safeName, tb.range.firstMonth, tb.range.lastMonth).replace(/\.xlsx$/, '.csv'),
      toCsv(header, rows, lang),
    );
  };
  return (
    <Stack gap="lg">
      <Card p="lg" className="workbench-noprint">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <ComparisonNote wb={wb} />
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void exportXlsx()}
              loading={exporting === 'busy'}
            >
              {w.export.xlsx}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={exportCsv}
            >
              {w.export.csv}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {w.export.print}
            </Button>
          </Group>
        </Group>
        {exporting === 'failed' ? (
          <Text c="red" size="sm" role="alert" mt="xs">
            {w.export.failed}
          </Text>
        ) : null}
      </Card>
      <CheckCard wb={wb} />
      {state.account !== null ? (
        <Suspense fallback={null}>
          <AccountPanel wb={wb} account={state.account} onClose={() => patch({ acc1: null })} />
        </Suspense>
      ) : null}
      <Card p="lg" className="workbench-print">
        <Text fw={600} className="workbench-print-only" mb={4}>
          {w.export.printHeading(
            `${company.name} (${company.organizationNumber})`,
            tb.range.firstMonth,
            tb.range.lastMonth,
            wb.materiality.value !== null ? formatSek(wb.materiality.value) : null,
          )}
        </Text>
        <TrialBalanceTable
          lines={lines}
          accounts={accounts}
          total={tb.rows.length}
          signs={state.signs}
          withPrior={tb.comparison.available}
          withMateriality={tb.materiality !== null}
          marks={wb.marks}
          signOffs={wb.signOffMap}
          lastMonth={tb.range.lastMonth}
          onOpen={open}
          all={printing}
        />
      </Card>
    </Stack>
  );
}
