import { useState } from 'react';
import { Box, Button, Group } from '@mantine/core';
import type { AssignmentStatus, AssignmentSummary, Company } from '@ledger/contract';
import { useOp } from '../../../lib/data/queries.js';
import { useOpMutation } from '../../../lib/data/mutations.js';
import { LazyPickerSelect } from '../../../lib/forms/LazyPickerSelect.js';
import { yearOption } from '../../../lib/forms/pickerOptions.js';
import { lazyForm } from '../../../lib/forms/lazyForm.js';
import { UpstreamNote, useCan } from '../../../lib/access/access.js';
import { useAccess } from '../../../lib/data/session.js';
import { EmptyState, LoadingState, QueryView } from '../../../lib/ui/ui.js';
import { useSearchParam } from '../../../lib/routing/url.js';
import { AssignmentsTable } from './AssignmentsTable.js';
import { codeLabel } from '../../../lib/format/codeLabels.js';
import { useT } from '../../../i18n/index.js';
import { assignmentsNote } from './assignments.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';
import { LazyModal } from '../../../lib/ui/LazyModal.js';

const loadForms = () => import('./AssignmentForms.js');
const EditMaterialityLevels = lazyForm(
  () => loadForms().then((m) => m.EditMaterialityLevels),
  () => <LoadingState />,
);
const CreateAssignmentForm = lazyForm(
  () => loadForms().then((m) => m.CreateAssignmentForm),
  () => <LoadingState />,
);
/** Fetches the dialogs' code as the pointer or focus comes to a button that opens one. */
const preloadForms = () => {
  void loadForms().catch(() => undefined);
  void LazyModal.preload().catch(() => undefined);
};

export function AssignmentsTab({ company }: { company: Company }) {
  const companyDurableKey = company.durableKey;
  const [fy, setFy] = useSearchParam('fy');
  const years = useOp('listFinancialYears', { params: { companyDurableKey } });
  const assignments = useOp('listAssignments', {
    params: { companyDurableKey },
    query: fy ? { financialYearId: fy } : undefined,
  });
  const canStatus = useCan('setAssignmentStatus');
  const canWm = useCan('setWorkMateriality');
  const canCreate = useCan('createAssignment');
  const t = useT();
  const ta = t.assignments;
  const note = assignmentsNote(useAccess());
  const [editingLevels, setEditingLevels] = useState<AssignmentSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const setStatus = useOpMutation('setAssignmentStatus', {
    call: (v: { id: string; status: AssignmentStatus }) => ({
      params: { companyDurableKey, auditAssignmentId: v.id },
      body: { status: v.status },
    }),
    success: (a) => ta.statusNow(codeLabel(t.codes.assignmentStatus, a.status)),
    toastError: true,
  });
  const sortedYears = [...(years.data ?? [])].sort((a, b) =>
    b.startDate.localeCompare(a.startDate),
  );

  return (
    <SectionCard
      title={ta.title}
      titleGap="md"
      actions={
        <Group align="flex-end">
          <LazyPickerSelect
            label={ta.financialYear}
            placeholder={ta.allYears}
            clearable
            data={sortedYears.map(yearOption)}
            value={fy || null}
            onChange={(v) => setFy(v)}
            w={260}
          />
          {canCreate ? (
            <Button
              onClick={() => setCreating(true)}
              onPointerEnter={preloadForms}
              onFocus={preloadForms}
              disabled={!sortedYears.length}
            >
              {ta.newAssignment}
            </Button>
          ) : null}
        </Group>
      }
    >
      {note ? (
        <Box mb="md">
          <UpstreamNote>{note}</UpstreamNote>
        </Box>
      ) : null}
      <QueryView
        query={assignments}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title={ta.none}>{fy ? ta.noneInYear : ta.noneYet}</EmptyState>}
      >
        {(data) => (
          <AssignmentsTable
            assignments={data}
            companyDurableKey={companyDurableKey}
            years={years.data}
            canStatus={canStatus}
            canWm={canWm}
            changing={(id) => setStatus.isPending && setStatus.variables?.id === id}
            onStatus={(id, status) => setStatus.mutate({ id, status })}
            onEditLevels={setEditingLevels}
            onPointToEditLevels={preloadForms}
          />
        )}
      </QueryView>
      <LazyModal
        opened={!!editingLevels}
        onClose={() => setEditingLevels(null)}
        title={ta.levels.modalTitle}
      >
        {editingLevels ? (
          <EditMaterialityLevels
            a={editingLevels}
            companyDurableKey={companyDurableKey}
            onClose={() => setEditingLevels(null)}
          />
        ) : null}
      </LazyModal>
      <LazyModal opened={creating} onClose={() => setCreating(false)} title={ta.newAssignment}>
        {creating ? (
          <CreateAssignmentForm
            company={company}
            years={sortedYears}
            onDone={() => setCreating(false)}
          />
        ) : null}
      </LazyModal>
    </SectionCard>
  );
}
