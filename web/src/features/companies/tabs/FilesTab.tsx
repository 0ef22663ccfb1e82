import { Suspense, useEffect, useState } from 'react';
import { retryingLazy } from '../../../lib/ui/loadFailures.js';
import { Box, Stack, Text } from '@mantine/core';
import type { Company } from '@ledger/contract';
import { useOp } from '../../../lib/data/queries.js';
import { UpstreamNote, useCan } from '../../../lib/access/access.js';
import { EmptyState, QueryView } from '../../../lib/ui/ui.js';
import { useUploads } from './uploads.js';
import { FilesTable, UploadsTable } from './FileTables.js';
import { UploadCard } from './UploadCard.js';
import { filesNote } from './files.js';
import { useT } from '../../../i18n/index.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

// The report's dialog (Mantine's Modal, its scroll lock and focus trap) is not part of the tab's
// first paint: its code is fetched once the tab is drawn, so it is there when a report is opened.
const loadReport = () => import('./FileReport.js');
const ReportModal = retryingLazy(() => loadReport().then((m) => ({ default: m.ReportModal })));

/**
 * A company's files: the upload card, the files the platform lists (or the BFF's record of
 * uploads where it lists none) and each file's processing report.
 */
export function FilesTab({ company }: { company: Company }) {
  const companyDurableKey = company.durableKey;
  const hasList = useCan('listFiles');
  const hasGet = useCan('getFile');
  const hasReport = useCan('getFileReport');
  const files = useOp('listFiles', { params: { companyDurableKey } }, { enabled: hasList });
  const uploads = useUploads(companyDurableKey, !hasList);
  const years = useOp('listFinancialYears', { params: { companyDurableKey } });
  const canUpload = useCan('uploadFile');
  const [report, setReport] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (hasReport) void loadReport();
  }, [hasReport]);
  const t = useT();
  const note = filesNote({ list: hasList, get: hasGet, report: hasReport }, t);
  // Without a listing the console knows only its own uploads: it never says the company has no
  // files, only that none were uploaded through it.
  const empty = hasList ? (
    <EmptyState title={t.files.emptyTitle}>{t.files.emptyListed}</EmptyState>
  ) : (
    <EmptyState title={t.files.emptyUploadsTitle}>
      {t.files.emptyUploads} {t.files.emptyUploadsUnlisted}
    </EmptyState>
  );

  return (
    <Stack gap="lg">
      {canUpload ? (
        <UploadCard
          company={company}
          years={years.data ?? []}
          listed={hasList}
          followed={hasList && hasGet}
        />
      ) : null}
      <SectionCard title={t.files.title}>
        {note ? (
          <Box mb="sm">
            <UpstreamNote>{note}</UpstreamNote>
          </Box>
        ) : null}
        {hasList ? (
          <QueryView query={files} isEmpty={(d) => d.length === 0} empty={empty}>
            {(data) => (
              <>
                <FilesTable
                  files={data}
                  companyDurableKey={companyDurableKey}
                  follow={hasGet}
                  onReport={hasReport ? setReport : null}
                />
                {hasReport ? (
                  <Text size="xs" c="dimmed" mt="xs">
                    {t.files.reportHint}
                  </Text>
                ) : null}
              </>
            )}
          </QueryView>
        ) : (
          <QueryView query={uploads} isEmpty={(d) => d.length === 0} empty={empty}>
            {(data) => (
              <UploadsTable
                uploads={data}
                withStatus={hasGet}
                onReport={hasReport ? setReport : null}
              />
            )}
          </QueryView>
        )}
      </SectionCard>
      {hasReport ? (
        <Suspense fallback={null}>
          <ReportModal
            file={report}
            companyDurableKey={companyDurableKey}
            years={years.data}
            onClose={() => setReport(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
