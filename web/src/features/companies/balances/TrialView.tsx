import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { retryingLazy } from '../../../lib/ui/loadFailures.js';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { Company } from '@ledger/contract';
import { useLanguage, useT } from '../../../i18n/index.js';
import { useCan } from '../../../lib/access/access.js';
import { formatDate, formatDateTime, formatSek } from '../../../lib/format/format.js';
import { csvAmount, downloadCsv, toCsv } from '../../../lib/format/csv.js';
import { fileNamePart } from '../../../lib/format/ids.js';
import { DownloadButton } from '../../../lib/ui/DownloadButton.js';
import { balanceCheck, keyRatios, yearResult, statementAmount } from '../workbench/index.js';
import type { Flag } from '../workbench/flags.js';
import { tableLines } from '../workbench/lines.js';
import { shownMaterialityShare } from '../workbench/trial-balance.js';
import { headingFacts, workbookSheets, type WorkbookInput } from '../workbench/workbook.js';
import { headingSources, type YearFile } from './yearFiles.js';
import { TrialBalanceTable } from './TrialBalanceTable.js';
import type { Workbench } from './useWorkbench.js';
import { monthBounds } from '../workbench/vouchers.js';
import { useDrillNavigation } from './drillNavigation.js';
import { ExportFailed, useWorkbookExport } from './workbookExport.js';
import './workbench-print.css';

const AccountPanel = retryingLazy(() => import('./AccountPanel.js'));
const VoucherDrill = retryingLazy(() => import('./VoucherDrill.js'));
const VoucherCheck = retryingLazy(() => import('./VoucherCheck.js'));

/** The trial balance's range as dates: the year's first day to the last month's last day. */
export function trialDates(wb: Workbench): { from: string; to: string } {
  const last = monthBounds(wb.tb!.range.lastMonth).to;
  return { from: wb.year.startDate, to: last < wb.year.endDate ? last : wb.year.endDate };
}

/**
 * The vouchers behind the trial balance (issue #33): the completeness check, and the drill of the
 * account in the URL (`vacc`, a month of it `vmonth`); on a platform without vouchers, why not.
 */
function Vouchers({ wb }: { wb: Workbench }) {
  const w = useT().workbench;
  const can = useCan('listVouchers');
  const [params] = useSearchParams();
  const go = useDrillNavigation();
  const tb = wb.tb!;
  if (!can)
    return (
      <Text size="sm" c="dimmed" className="workbench-noprint" data-testid="vouchers-unavailable">
        {w.vouchers.unavailable}
      </Text>
    );
  const range = trialDates(wb);
  const account = params.get('vacc');
  const month = params.get('vmonth');
  const row = account ? tb.rows.find((r) => r.accountNumber === account) : undefined;
  const inMonth = month ? row?.months.find((m) => m.month === month) : undefined;
  const dates = month && inMonth ? monthBounds(month) : range;
  // An account of a voucher the balances leave out (its rows net to zero every month): movement 0.
  const drilled = account?.trim() ? account : null;
  const year = { company: wb.companyKey, financialYearId: wb.year.id };
  return (
    <Suspense fallback={null}>
      <div className="workbench-noprint">
        <VoucherCheck {...year} {...range} tb={tb} />
      </div>
      {drilled ? (
        <VoucherDrill
          {...year}
          {...dates}
          account={drilled}
          accountName={row?.accountName ?? ''}
          notInBalances={!row}
          movement={row ? (inMonth ? inMonth.amount : row.movement) : 0}
          names={new Map(tb.rows.map((r) => [r.accountNumber, r.accountName]))}
          onClose={() => go({ vacc: null, vmonth: null, vser: null, vnr: null })}
        />
      ) : null}
    </Suspense>
  );
}

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
 * The printed page's heading: the export's heading block (company, year, the three materiality
 * levels, sign-offs, open notes, source files), then lines to sign by hand.
 */
function PrintHeading({ input }: { input: WorkbookInput }) {
  const e = input.t.export;
  return (
    <div className="workbench-print-only workbench-print-heading">
      <dl>
        {headingFacts(input).map((f, n) => (
          <div key={n}>
            <dt>{f.label}</dt>
            <dd>{'text' in f ? f.text : f.amount === null ? e.notSet : formatSek(f.amount)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {e.preparedBy}: {e.signatureLine}
        <br />
        {e.reviewedBy}: {e.signatureLine}
      </p>
    </div>
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

export default function TrialView({
  wb,
  company,
  files = null,
}: {
  wb: Workbench;
  company: Company;
  files?: YearFile[] | null;
}) {
  const t = useT();
  const w = t.workbench;
  const lang = useLanguage();
  const { state, patch } = wb;
  const tb = wb.tb!;
  const printing = usePrinting();
  // As useYearFiles: without both file operations the platform cannot name the files.
  const canList = useCan('listFiles');
  const canReport = useCan('getFileReport');
  const filesAvailable = canList && canReport;
  const xlsx = useWorkbookExport();
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
  const safeName = fileNamePart(company.name);
  // The heading's facts and the review work, for the workbook and the printed page alike.
  const years = new Set([wb.year.id, ...(wb.prior ? [wb.prior.id] : [])]);
  const exportInput = (): WorkbookInput => ({
    tb,
    flags,
    ratios: { current: keyRatios(tb), prior: keyRatios(tb, 'prior') },
    company: `${company.name} (${company.organizationNumber})`,
    materiality: wb.materiality.value,
    levels: wb.levels,
    marks: wb.marks,
    signOffs: wb.signOffMap,
    sources: headingSources(files, filesAvailable, years, formatDate),
    exportedAt: formatDateTime(new Date()),
    t: w,
  });
  const exportXlsx = () =>
    void xlsx.run(
      () => workbookSheets(exportInput()),
      w.export.file(safeName, tb.range.firstMonth, tb.range.lastMonth),
    );
  // The trial balance's figures with the change in per cent, the share of materiality and the
  // flags; `;` and decimal commas in Swedish, UTF-8 with BOM (lib/format/csv.ts).
  const exportCsv = () => {
    const c = w.columns;
    const withPrior = tb.comparison.available;
    const header = [
      c.account,
      c.name,
      c.opening,
      c.movement,
      c.closing,
      c.priorClosing,
      c.change,
      c.changePercent,
      withPrior ? c.changeShare : c.closingShare,
      c.openingDifference,
      c.flags,
    ].map((h) => h.replaceAll('\u00ad', ''));
    const rows = tb.rows.map((r) => {
      const share = shownMaterialityShare(r, withPrior);
      return [
        r.accountNumber,
        r.accountName,
        csvAmount(r.opening),
        csvAmount(r.movement),
        csvAmount(r.closing),
        r.prior ? csvAmount(r.prior.closing) : null,
        r.change === null ? null : csvAmount(r.change),
        r.changePercent === null ? null : Math.round(r.changePercent * 10) / 10,
        share === null ? null : Math.round(share * 1000) / 10,
        r.openingDifference === null ? null : csvAmount(r.openingDifference),
        (flags.get(r.accountNumber) ?? []).map((f) => w.flagShort[f.code]).join(', '),
      ];
    });
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
            <DownloadButton variant="default" onClick={exportXlsx} loading={xlsx.busy}>
              {w.export.xlsx}
            </DownloadButton>
            <DownloadButton variant="default" onClick={exportCsv}>
              {w.export.csv}
            </DownloadButton>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {w.export.print}
            </Button>
          </Group>
        </Group>
        <ExportFailed shown={xlsx.failed} text={w.export.failed} />
      </Card>
      <CheckCard wb={wb} />
      <Vouchers wb={wb} />
      {state.account !== null ? (
        <Suspense fallback={null}>
          <AccountPanel wb={wb} account={state.account} onClose={() => patch({ acc1: null })} />
        </Suspense>
      ) : null}
      <Card p="lg" className="workbench-print">
        {printing ? <PrintHeading input={exportInput()} /> : null}
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
