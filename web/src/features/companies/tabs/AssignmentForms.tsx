// The assignments tab's two dialog forms, loaded as a dialog first opens (or the pointer comes to
// its button): react-hook-form, zod and the contract's schemas stay out of the tab's first render.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import {
  AssignmentCreate,
  MaterialityRequest,
  type MaterialityLevels,
  type AssignmentSummary,
  type Company,
  type WorkMaterialityUpdate,
  type FinancialYear,
} from '@ledger/contract';
import { useOpMutation } from '../../../lib/data/mutations.js';
import { PickerSelect } from '../../../lib/forms/pickers.js';
import { yearOption } from '../../../lib/forms/pickerOptions.js';
import { localized } from '../../../lib/forms/forms.js';
import { decimalResolver } from '../../../lib/forms/decimals.js';
import { decimalText, readDecimal } from '../../../lib/format/decimal.js';
import { formatSek } from '../../../lib/format/format.js';
import { describeError } from '../../../lib/data/api.js';
import { notify } from '../../../lib/ui/notices.js';
import { useFormSubmit } from '../../../lib/forms/useFormSubmit.js';
import { DecimalField } from '../../../lib/forms/DecimalField.js';
import { FormError, QueryView } from '../../../lib/ui/ui.js';
import { RequiredSelect } from '../../../lib/forms/RequiredSelect.js';
import { codeLabel } from '../../../lib/format/codeLabels.js';
import { useLanguage, useT } from '../../../i18n/index.js';
import { describedChoices } from '../describedOption.js';
import {
  levelsOf,
  MATERIALITY_FIELDS,
  useMaterialityLevels,
  useSetMateriality,
} from './materiality.js';
import { levelsText } from './levelsText.js';

type LevelsText = Record<keyof typeof MATERIALITY_FIELDS, string>;
type LevelsValues = { overall: number; performanceShare: number; trivialShare: number };
const LevelsSchema = MaterialityRequest.pick({
  performanceShare: true,
  trivialShare: true,
}).extend({ overall: MaterialityRequest.shape.overall.unwrap() });

/** The platform took the work materiality; the BFF then refused or failed the levels. */
class HalfSaved extends Error {
  constructor(
    readonly performance: number,
    readonly reason: unknown,
  ) {
    super();
  }
}

/**
 * The three levels as they will be saved, from the fields as they read now (nothing while one
 * cannot be read).
 */
function LevelsPreview({ text }: { text: LevelsText }) {
  const t = useT().assignments.levels;
  const lang = useLanguage();
  const F = MATERIALITY_FIELDS;
  const o = readDecimal(text.overall ?? '', lang, F.overall);
  const p = readDecimal(text.performanceShare ?? '', lang, F.performanceShare);
  const tr = readDecimal(text.trivialShare ?? '', lang, F.trivialShare);
  if (o.kind !== 'value' || p.kind !== 'value' || tr.kind !== 'value') return null;
  const lv = levelsOf(o.value, p.value, tr.value);
  return (
    <Text size="sm" data-testid="levels-preview">
      {t.preview} {levelsText(t, lv)}
    </Text>
  );
}

/**
 * Overall materiality and the shares of it (ISA 320, ISA 450): saved first as the platform's
 * work materiality (performance amount and share, `setWorkMateriality`), then as the BFF's
 * levels (`PUT /api/materiality`). When the second fails after the first, the form says so and
 * keeps what was typed.
 */
export function EditMaterialityLevels({
  a,
  companyDurableKey,
  onClose,
}: {
  a: AssignmentSummary;
  companyDurableKey: string;
  onClose: () => void;
}) {
  const t = useT().assignments.levels;
  const key = { company: companyDurableKey, assignment: a.id };
  const levels = useMaterialityLevels(key);
  return (
    <QueryView query={levels}>
      {(initial) => (
        <MaterialityLevelsForm
          initial={initial}
          companyDurableKey={companyDurableKey}
          a={a}
          t={t}
          onClose={onClose}
        />
      )}
    </QueryView>
  );
}

function MaterialityLevelsForm(props: {
  initial: MaterialityLevels;
  companyDurableKey: string;
  a: AssignmentSummary;
  t: ReturnType<typeof useT>['assignments']['levels'];
  onClose: () => void;
}) {
  const { t, initial } = props;
  const lang = useLanguage();
  const F = MATERIALITY_FIELDS;
  const params = { companyDurableKey: props.companyDurableKey, auditAssignmentId: props.a.id };
  const setV1 = useOpMutation('setWorkMateriality', {
    call: (body: z.output<typeof WorkMaterialityUpdate>) => ({ params, body }),
  });
  const put = useSetMateriality({ company: props.companyDurableKey, assignment: props.a.id });
  const form = useForm<LevelsText, unknown, LevelsValues>({
    mode: 'onTouched',
    resolver: decimalResolver(F, LevelsSchema),
    defaultValues: {
      overall: decimalText(initial.overall, lang, F.overall),
      performanceShare: decimalText(initial.performanceShare, lang, F.performanceShare),
      trivialShare: decimalText(initial.trivialShare, lang, F.trivialShare),
    },
  });
  const { onSubmit, notice, pending } = useFormSubmit(form, {
    submit: async (v) => {
      const lv = levelsOf(v.overall, v.performanceShare, v.trivialShare);
      await setV1.mutateAsync({
        workMateriality: lv.performance,
        workMaterialityPercentage: lv.performanceShare,
      });
      try {
        await put.mutateAsync(v);
      } catch (err) {
        throw new HalfSaved(lv.performance, err);
      }
      notify({ color: 'teal', title: t.saved, message: t.updated });
      props.onClose();
    },
    fields: ['overall', 'performanceShare', 'trivialShare'],
    explain: (err) =>
      err instanceof HalfSaved
        ? { notice: t.halfSaved(formatSek(err.performance), describeError(err.reason)) }
        : undefined,
  });
  const text = form.watch();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.formLabel}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t.help}
        </Text>
        <FormError message={notice} />
        <DecimalField control={form.control} name="overall" label={t.overall} rules={F.overall} />
        <DecimalField
          control={form.control}
          name="performanceShare"
          label={t.performanceShare}
          rules={F.performanceShare}
        />
        <DecimalField
          control={form.control}
          name="trivialShare"
          label={t.trivialShare}
          rules={F.trivialShare}
        />
        <LevelsPreview text={text} />
        <Button type="submit" loading={pending}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}

type CreateValues = z.input<typeof AssignmentCreate>;

export function CreateAssignmentForm({
  company,
  years,
  onDone,
}: {
  company: Company;
  years: FinancialYear[];
  onDone: () => void;
}) {
  const t = useT();
  const c = t.assignments.create;
  const create = useOpMutation('createAssignment', {
    call: (body: z.output<typeof AssignmentCreate>) => ({
      params: { companyDurableKey: company.durableKey },
      body,
    }),
    success: (a) => ({
      title: t.assignments.created,
      message: `${codeLabel(t.enums.assignmentType, a.type)} · ${a.subType}`,
    }),
  });
  const form = useForm<CreateValues, unknown, z.output<typeof AssignmentCreate>>({
    resolver: localized(zodResolver(AssignmentCreate)),
    defaultValues: { subType: '', financialYearId: years[0]?.id ?? '' },
  });
  const { onSubmit, notice, pending } = useFormSubmit(form, {
    submit: async (body) => {
      await create.mutateAsync(body);
      onDone();
    },
    fields: ['type', 'subType', 'financialYearId'],
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.assignments.newAssignment}>
      <Stack gap="sm">
        <FormError message={notice} />
        <RequiredSelect
          control={form.control}
          name="type"
          label={c.type}
          placeholder={c.chooseType}
          {...describedChoices(t.enums.assignmentType)}
          chooseMessage={c.chooseType}
        />
        <TextInput
          label={c.subType}
          placeholder={c.subTypePlaceholder}
          {...form.register('subType')}
          error={form.formState.errors.subType?.message}
        />
        <Controller
          control={form.control}
          name="financialYearId"
          render={({ field, fieldState }) => (
            <PickerSelect
              label={t.assignments.financialYear}
              allowDeselect={false}
              data={years.map(yearOption)}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message ? c.chooseYear : undefined}
            />
          )}
        />
        <Button type="submit" loading={pending}>
          {c.submit}
        </Button>
      </Stack>
    </form>
  );
}
