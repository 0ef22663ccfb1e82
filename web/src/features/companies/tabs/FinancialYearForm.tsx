import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@mantine/core';
import { CreateFinancialYear, type Company } from '@ledger/contract';
import { useOpMutation } from '../../../lib/data/mutations.js';
import { localized } from '../../../lib/forms/forms.js';
import { isConflict, useFormSubmit } from '../../../lib/forms/useFormSubmit.js';
import { FormError } from '../../../lib/ui/ui.js';
import { IsoDateInput } from '../../../lib/forms/IsoDateInput.js';
import { currentT, useT } from '../../../i18n/index.js';
import { period } from './financialYears.js';
import { endHint } from './endHint.js';
import { YearFormLayout } from './FinancialYearFormShape.js';

type FyValues = z.input<typeof CreateFinancialYear>;

/** The form that adds a financial year (drawn lazily by FinancialYearsTab: `lazyForm`). */
export function FinancialYearForm({ company }: { company: Company }) {
  const t = useT().companies.years;
  const create = useOpMutation('createFinancialYear', {
    call: (body: z.output<typeof CreateFinancialYear>) => ({
      params: { companyDurableKey: company.durableKey },
      body,
    }),
    success: (y) => ({ title: t.added, message: period(y) }),
  });
  const form = useForm<FyValues, unknown, z.output<typeof CreateFinancialYear>>({
    resolver: localized(zodResolver(CreateFinancialYear)),
    defaultValues: { startDate: '', endDate: '' },
  });
  const { errors } = form.formState;
  const start = form.watch('startDate');
  const { onSubmit, notice, pending } = useFormSubmit(form, {
    submit: async (values) => {
      await create.mutateAsync(values);
      form.reset({ startDate: '', endDate: '' });
    },
    fields: ['startDate', 'endDate'],
    // V1 refuses a year that overlaps one the company has with a 409: say so, and what to do.
    explain: (e) => (isConflict(e) ? { notice: currentT().companies.years.overlaps } : undefined),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.formLabel}>
      <YearFormLayout
        notice={<FormError message={notice} />}
        start={
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <IsoDateInput
                label={t.startDate}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.startDate?.message}
              />
            )}
          />
        }
        end={
          <Controller
            control={form.control}
            name="endDate"
            render={({ field }) => (
              <IsoDateInput
                label={t.endDate}
                description={endHint(start)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.endDate?.message}
              />
            )}
          />
        }
        submit={
          <Button type="submit" mt={25} loading={pending}>
            {t.add}
          </Button>
        }
      />
    </form>
  );
}
