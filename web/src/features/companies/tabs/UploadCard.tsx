import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountingFile, Company, FinancialYear } from '@ledger/contract';
import { describeError, opUrl } from '../../../lib/data/api.js';
import { useTenant } from '../../../lib/data/queries.js';
import { useCacheEffects } from '../../../lib/data/mutations.js';
import { LazyPickerSelect as PickerSelect } from '../../../lib/forms/LazyPickerSelect.js';
import { yearOption } from '../../../lib/forms/pickerOptions.js';
import { uploadWithProgress } from '../../../lib/data/upload.js';
import { useSession } from '../../../lib/data/session.js';
import { formatPercent } from '../../../lib/format/format.js';
import { recordOfUpload, uploadsKey } from './uploads.js';
import { noticeUploaded, noticeUploadFailed, noticeUploadStarted } from './fileNotices.js';
import { useT } from '../../../i18n/index.js';
import { ByPointer } from '../../../lib/ui/ByPointer.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

interface UploadState {
  name: string;
  progress: number;
  error?: string;
}

/** Upload files to a company, with a progress bar each; the year is optional (#RAR). */
export function UploadCard({
  company,
  years,
  listed,
  followed,
}: {
  company: Company;
  years: FinancialYear[];
  /** The V1 service lists files (else the BFF's record of uploads is the list). */
  listed: boolean;
  /** The console follows a new file's status (the service lists files and answers `getFile`). */
  followed: boolean;
}) {
  const t = useT();
  const u = t.files.upload;
  const tenant = useTenant();
  const qc = useQueryClient();
  const cacheEffects = useCacheEffects();
  const username = useSession().data?.user.username ?? '';
  const [fy, setFy] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const busy = uploads.some((u) => u.progress < 1 && !u.error);

  const start = async (files: File[]) => {
    for (const file of files) {
      const name = file.name;
      setUploads((u) => [...u.filter((x) => x.name !== name), { name, progress: 0 }]);
      const notice = noticeUploadStarted(name);
      const params = { companyDurableKey: company.durableKey };
      const query = fy ? { financialYearId: fy } : undefined;
      const url = opUrl(tenant, 'uploadFile', params, query);
      const handle = uploadWithProgress<AccountingFile>(url, file, (p) =>
        setUploads((u) => u.map((x) => (x.name === name ? { ...x, progress: p } : x))),
      );
      try {
        const created = await handle.promise;
        void cacheEffects('uploadFile', { params, query }, created);
        if (!listed) {
          // Shown at once as the BFF recorded it, then read again from the BFF.
          const key = uploadsKey(tenant, company.durableKey);
          const record = recordOfUpload(
            created,
            { name, size: file.size },
            company.durableKey,
            username,
          );
          qc.setQueryData(key, (old) => [
            record,
            ...(old ?? []).filter((r) => r.fileId !== record.fileId),
          ]);
          void qc.invalidateQueries({ queryKey: key });
        }
        noticeUploaded(notice, created.id, name, followed);
        setUploads((u) => u.filter((x) => x.name !== name));
      } catch (e) {
        const reason = describeError(e);
        noticeUploadFailed(notice, name, reason);
        setUploads((u) => u.map((x) => (x.name === name ? { ...x, error: reason } : x)));
      }
    }
  };

  return (
    <SectionCard title={u.title}>
      <PickerSelect
        label={u.year}
        description={u.yearHelp}
        placeholder={u.yearPlaceholder}
        clearable
        data={years.map(yearOption)}
        value={fy}
        onChange={setFy}
        maw={360}
        mb="md"
      />
      <Dropzone
        onDrop={(files) => void start(files)}
        loading={false}
        multiple
        aria-label={u.dropLabel}
      >
        <Group justify="center" gap="lg" mih={110} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload
              size={40}
              stroke={1.5}
              color="var(--mantine-color-gray-6)"
              aria-hidden
            />
          </Dropzone.Idle>
          <div>
            <Text size="lg" inline>
              <ByPointer mouse={u.dropText} touch={u.tapText} />
            </Text>
            <Text size="sm" c="dimmed" inline mt={7} display="block">
              {u.dropHelp}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {uploads.length ? (
        <Stack gap="xs" mt="md" aria-live="polite">
          {uploads.map((x) => (
            <div key={x.name}>
              <Group justify="space-between" mb={4}>
                <Text size="sm">{x.name}</Text>
                <Text size="sm" c={x.error ? 'red' : 'dimmed'}>
                  {x.error ? u.failed : formatPercent(Math.round(x.progress * 100))}
                </Text>
              </Group>
              <Progress
                value={x.progress * 100}
                color={x.error ? 'red' : 'indigo'}
                animated={!x.error && x.progress < 1}
                aria-label={u.progressOf(x.name)}
              />
              {x.error ? (
                <Alert
                  color="red"
                  variant="light"
                  mt={6}
                  role="alert"
                  icon={<IconAlertTriangle size={16} aria-hidden />}
                  withCloseButton
                  onClose={() => setUploads((all) => all.filter((y) => y.name !== x.name))}
                  closeButtonLabel={u.dismiss}
                >
                  {x.error}
                </Alert>
              ) : null}
            </div>
          ))}
        </Stack>
      ) : null}
      {busy ? (
        <Text size="xs" c="dimmed" mt={4}>
          {u.keepOpen}
        </Text>
      ) : null}
    </SectionCard>
  );
}
