import { LabelledChoice } from '../../../lib/ui/LabelledChoice.js';
import { useMemo, useState } from 'react';
import { Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DecimalInput } from '../../../lib/forms/DecimalField.js';
import { decimalProblemText } from '../../../lib/forms/decimals.js';
import type { DecimalProblem, DecimalRules } from '../../../lib/format/decimal.js';
import { useT } from '../../../i18n/index.js';
import { formatSek } from '../../../lib/format/format.js';
import { BAS_CLASSES, basClassOfDigit, monthsOf } from '../workbench/index.js';
import type { Flag } from '../workbench/flags.js';
import { filterCounts } from '../workbench/lines.js';
import {
  FILTERS,
  FLOOR_RULES,
  MATERIALITY_RULES,
  PERCENT_RULES,
  SORTS,
  type FilterId,
} from '../workbench/params.js';
import type { Workbench } from './useWorkbench.js';

/**
 * A typed amount or percentage: the URL takes it as it is typed, the field says in place what it
 * is used as, or why it is refused (the shared reader and words, as every amount field).
 */
function AmountInput(p: {
  label: string;
  value: string | null;
  rules: DecimalRules;
  problem: DecimalProblem | null;
  placeholder?: string;
  description?: string;
  onChange: (v: string | null) => void;
  w?: number;
}) {
  const t = useT();
  const [text, setText] = useState(p.value ?? '');
  return (
    <DecimalInput
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      value={text}
      w={p.w ?? 200}
      rules={p.rules}
      kept={t.common.decimal.usedAs}
      error={p.problem ? decimalProblemText(p.problem, p.rules) : undefined}
      onChange={(v) => {
        setText(v);
        p.onChange(v.trim() || null);
      }}
    />
  );
}

export function WorkbenchControls({ wb }: { wb: Workbench }) {
  const t = useT();
  const w = t.workbench;
  const { state, patch, tb } = wb;
  // Signs, materiality, filters and sorting are the trial balance's; the statements and the
  // ratios have their own signs and no rows to narrow.
  const trial = state.view === 'trial';
  const years = [...wb.years].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const months = monthsOf(wb.year.startDate, wb.year.endDate);
  const counts = useMemo(
    () =>
      tb
        ? filterCounts(tb, wb.flags as ReadonlyMap<string, Flag[]>, wb.marks)
        : (Object.fromEntries(FILTERS.map((f) => [f, 0])) as Record<FilterId, number>),
    [tb, wb.flags, wb.marks],
  );
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={w.year}
          w={280}
          allowDeselect={false}
          value={wb.year.id}
          data={years.map((y) => ({
            value: y.id,
            label: w.yearOption(y.startDate, y.endDate, monthsOf(y.startDate, y.endDate).length),
          }))}
          onChange={(v) => patch({ year: v, through: null, acc1: null })}
        />
        <Select
          label={w.through}
          w={170}
          allowDeselect={false}
          value={tb && tb.range.partial ? tb.range.lastMonth : ''}
          data={[{ value: '', label: w.wholeYear }, ...months.map((m) => ({ value: m, label: m }))]}
          // A year in progress opens partial by default: its whole year is named explicitly.
          onChange={(v) =>
            patch({
              through: v || (state.through === null && tb?.range.partial ? months.at(-1) : null),
            })
          }
        />
        <Select
          label={w.comparison}
          w={280}
          allowDeselect={false}
          disabled={!tb?.comparison.available}
          value={tb?.comparison.available ? tb.comparison.mode : 'fullYear'}
          data={[
            { value: 'fullYear', label: w.comparisonModes.fullYear },
            { value: 'sameMonths', label: w.comparisonModes.sameMonths },
          ]}
          onChange={(v) => patch({ cmp: v })}
        />
        {trial ? (
          <LabelledChoice
            label={w.signs}
            value={state.signs}
            onChange={(v) => patch({ signs: v === 'statement' ? v : null })}
            data={[
              { value: 'trial', label: w.signModes.trial },
              { value: 'statement', label: w.signModes.statement },
            ]}
          />
        ) : null}
      </Group>
      {trial ? (
        <Group align="flex-start" gap="md" wrap="wrap">
          <AmountInput
            label={w.materiality}
            description={w.materialityHelp}
            placeholder={w.materialityPlaceholder}
            value={state.materialityText}
            rules={MATERIALITY_RULES}
            problem={state.materialityProblem}
            onChange={(v) => patch({ mat: v })}
            w={260}
          />
          <AmountInput
            label={w.percentThreshold}
            value={state.percentText}
            placeholder="20"
            rules={PERCENT_RULES}
            problem={state.percentProblem}
            onChange={(v) => patch({ pct: v })}
            w={150}
          />
          <AmountInput
            label={w.percentFloor}
            value={state.floorText}
            placeholder={
              wb.floor.source === 'typed'
                ? undefined
                : w.floorPlaceholder(formatSek(wb.floor.value))
            }
            rules={FLOOR_RULES}
            problem={state.floorProblem}
            onChange={(v) => patch({ floor: v })}
            w={200}
          />
          <Select
            label={w.filters.label}
            w={300}
            allowDeselect={false}
            value={state.filter ?? ''}
            data={[
              { value: '', label: w.filters.all },
              ...FILTERS.map((f) => ({
                value: f,
                label: w.filterWithCount(w.filters[f], counts[f]),
              })),
            ]}
            onChange={(v) => patch({ filter: v || null })}
          />
          <Select
            label={w.accountClass}
            w={260}
            allowDeselect={false}
            // a class by its first digit: 6 shows as 5-6, övriga externa kostnader
            value={
              state.classDigit === null
                ? ''
                : String(basClassOfDigit(state.classDigit)?.digits[0] ?? '')
            }
            data={[
              { value: '', label: w.allClasses },
              ...BAS_CLASSES.map((c) => ({ value: String(c.digits[0]), label: w.classes[c.id] })),
            ]}
            onChange={(v) => patch({ class: v || null })}
          />
          <TextInput
            label={w.search}
            placeholder={w.searchHelp}
            w={200}
            defaultValue={state.search}
            onChange={(e) => patch({ q: e.currentTarget.value || null })}
          />
          <Select
            label={w.sort}
            w={230}
            allowDeselect={false}
            value={state.sort}
            data={SORTS.map((s) => ({ value: s, label: w.sorts[s] }))}
            onChange={(v) => patch({ sort: v === 'account' ? null : v })}
          />
          <Switch
            mt={30}
            label={w.descending}
            checked={state.descending}
            onChange={(e) => patch({ desc: e.currentTarget.checked ? '1' : null })}
          />
        </Group>
      ) : null}
      {trial ? <MaterialityNote wb={wb} /> : null}
    </Stack>
  );
}

function MaterialityNote({ wb }: { wb: Workbench }) {
  const w = useT().workbench;
  const m = wb.materiality;
  const stored = m.assignment ?? m.company;
  return (
    <Stack gap={2}>
      <Text size="sm" data-testid="materiality-source">
        {m.value === null
          ? w.materialitySource.none
          : w.materialitySource[m.source === 'none' ? 'typed' : m.source](formatSek(m.value))}
        {m.source === 'typed' && stored !== null
          ? ` ${w.materialityReplaces(formatSek(stored))}`
          : ''}
      </Text>
      {wb.levels.overall !== null ? (
        <Text size="sm" data-testid="materiality-levels">
          {w.storedLevels(
            formatSek(wb.levels.overall),
            wb.levels.trivial === null ? null : formatSek(wb.levels.trivial),
          )}
        </Text>
      ) : null}
      <Text size="sm" data-testid="percent-floor">
        {wb.floor.source === 'none'
          ? w.floorSource.none
          : w.floorSource[wb.floor.source](formatSek(wb.floor.value))}
      </Text>
      {wb.assignmentsMissing ? (
        <Text size="sm" c="dimmed">
          {w.noAssignmentOps}
        </Text>
      ) : null}
    </Stack>
  );
}
