import { Suspense } from 'react';
import { retryingLazy } from '../../../lib/ui/loadFailures.js';
import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import type { Company } from '@ledger/contract';
import { useTenant } from '../../../lib/data/queries.js';
import { useOpMutation } from '../../../lib/data/mutations.js';
import { describeError } from '../../../lib/data/api.js';
import { IfCan, useCan } from '../../../lib/access/access.js';
import { ConfirmDeleteButton } from '../../../lib/ui/confirm.js';
import { formatSni } from '../../../lib/format/format.js';
import { formatOrgNr } from '../../../lib/format/ids.js';
import { codeLabel, countryLabel, legalFormLabel } from '../../../lib/format/codeLabels.js';
import { tenantPath } from '../../../lib/routing/tenantPath.js';
import { Facts, LabelledValue } from '../../../lib/ui/LabelledValue.js';
import { TechnicalDetails } from '../../../lib/ui/TechnicalDetails.js';
import { useT } from '../../../i18n/index.js';
import { sekText } from './sekText.js';

/** The edit forms (zod, react-hook-form): loaded only for someone who may edit. */
const OverviewEditCards = retryingLazy(() => import('./OverviewEditForms.js'));

export function OverviewTab({ company }: { company: Company }) {
  const tenant = useTenant();
  const navigate = useNavigate();
  const canEdit = useCan('updateCompany');
  const canAttr = useCan('setExtendedAttribute');
  const t = useT();
  const field = t.companies.field;
  const o = t.companies.overview;
  const del = useOpMutation('deleteCompany', {
    call: () => ({ params: { companyDurableKey: company.durableKey } }),
    success: { title: o.deleted, message: company.name },
    onSuccess: () => navigate(tenantPath(tenant, 'companies')),
  });

  const onDelete = () =>
    del.mutate(undefined, {
      onError: (e) =>
        notifications.show({ color: 'red', title: o.couldNotDelete, message: describeError(e) }),
    });

  return (
    <Stack gap="lg">
      <Card p="lg">
        <Facts>
          <LabelledValue label={field.organizationNumber}>
            {formatOrgNr(company.organizationNumber)}
          </LabelledValue>
          <LabelledValue label={field.country}>{countryLabel(company.country)}</LabelledValue>
          <LabelledValue label={field.legalForm}>{legalFormLabel(company.legalForm)}</LabelledValue>
          <LabelledValue label={field.framework}>
            {codeLabel(t.codes.framework, company.annualReportFramework)}
          </LabelledValue>
          <LabelledValue label={field.address}>{company.address || '–'}</LabelledValue>
          <LabelledValue label={field.accountPlan}>{company.defaultAccountPlan}</LabelledValue>
          <LabelledValue label={field.sniCode}>
            {formatSni(company.extendedAttributes?.SNI)}
          </LabelledValue>
          <LabelledValue label={o.materialityFact}>
            {sekText(company.extendedAttributes?.workMateriality)}
          </LabelledValue>
        </Facts>
        <Box mt="md">
          <TechnicalDetails items={[{ label: o.companyId, value: company.durableKey }]} />
        </Box>
      </Card>
      {canEdit || canAttr ? (
        <Suspense fallback={null}>
          <OverviewEditCards company={company} canEdit={canEdit} canAttr={canAttr} />
        </Suspense>
      ) : null}
      <IfCan op="deleteCompany">
        <Card p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
          <Group justify="space-between">
            <div>
              <Title order={2} size="h4">
                {o.deleteTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {o.deleteHelp}
              </Text>
            </div>
            <ConfirmDeleteButton
              title={o.deleteTitle}
              message={o.deleteMessage(company.name)}
              pending={del.isPending}
              onConfirm={onDelete}
            >
              {o.deleteTitle}
            </ConfirmDeleteButton>
          </Group>
        </Card>
      </IfCan>
    </Stack>
  );
}
