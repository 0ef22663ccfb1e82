import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { Alert, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { AccountingFile, Company, FinancialYear } from 'bff/contract';
import { describeError, opUrl } from '../../../lib/data/api.js';
import { useCacheEffects, useTenant } from '../../../lib/data/queries.js';
import { PickerSelect, yearOption } from '../../../lib/forms/pickers.js';
import { uploadWithProgress } from '../../../lib/data/upload.js';
import { useSession } from '../../../lib/data/session.js';
import { recordOfUpload, uploadsKey } from './uploads.js';

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
        notifications.show({
          color: 'teal',
          title: 'Uploaded',
          message: followed ? `${name}: processing…` : `${name}: sent`,
        });
        setUploads((u) => u.filter((x) => x.name !== name));
      } catch (e) {
        setUploads((u) => u.map((x) => (x.name === name ? { ...x, error: describeError(e) } : x)));
      }
    }
  };

  return (
    <Card p="lg">
      <Title order={2} size="h4" mb="sm">
        Upload accounting files
      </Title>
      <PickerSelect
        label="Financial year"
        description="Leave empty to take the year from the file (#RAR)"
        placeholder="From the file"
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
        aria-label="Drop files to upload"
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
              Drag SIE files here or click to choose
            </Text>
            <Text size="sm" c="dimmed" inline mt={7} display="block">
              SIE 1–4 files are read and verified; other files are kept as attachments.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {uploads.length ? (
        <Stack gap="xs" mt="md" aria-live="polite">
          {uploads.map((u) => (
            <div key={u.name}>
              <Group justify="space-between" mb={4}>
                <Text size="sm">{u.name}</Text>
                <Text size="sm" c={u.error ? 'red' : 'dimmed'}>
                  {u.error ? 'Failed' : `${Math.round(u.progress * 100)} %`}
                </Text>
              </Group>
              <Progress
                value={u.progress * 100}
                color={u.error ? 'red' : 'indigo'}
                animated={!u.error && u.progress < 1}
                aria-label={`Upload of ${u.name}`}
              />
              {u.error ? (
                <Alert
                  color="red"
                  variant="light"
                  mt={6}
                  role="alert"
                  icon={<IconAlertTriangle size={16} aria-hidden />}
                  withCloseButton
                  onClose={() => setUploads((all) => all.filter((x) => x.name !== u.name))}
                  closeButtonLabel="Dismiss"
                >
                  {u.error}
                </Alert>
              ) : null}
            </div>
          ))}
        </Stack>
      ) : null}
      {busy ? (
        <Text size="xs" c="dimmed" mt={4}>
          Keep this page open until the upload finishes.
        </Text>
      ) : null}
    </Card>
  );
}
