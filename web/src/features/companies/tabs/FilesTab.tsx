import '@mantine/dropzone/styles.css';
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Card,
  Group,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { AccountingFile, Company, FinancialYear } from 'bff/contract';
import { describeError, opUrl } from '../../../lib/api.js';
import { useCacheEffects, useOp, useTenant } from '../../../lib/queries.js';
import { PickerSelect, yearOption } from '../../../lib/pickers.js';
import { uploadWithProgress } from '../../../lib/upload.js';
import { UpstreamNote, useCan } from '../../../lib/access.js';
import { useSession } from '../../../lib/session.js';
import { EmptyState, QueryView } from '../../../lib/ui.js';
import { formatBytes } from '../../../lib/format.js';
import { recordOfUpload, uploadsKey, useUploads } from './uploads.js';
import { FilesTable, StatusBadge, UploadsTable } from './FileTables.js';

export { pollDelay, STATUS_COLOR } from './FileTables.js';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/**
 * The processing report (an extension operation): besides the findings, what V1's `File` does
 * not carry (size, content type, SIE type, financial year) is shown here.
 */
function ReportModal({
  file,
  companyDurableKey,
  years,
  onClose,
}: {
  file: { id: string; name: string } | null;
  companyDurableKey: string;
  years: FinancialYear[] | undefined;
  onClose: () => void;
}) {
  const report = useOp(
    'getFileReport',
    { params: { companyDurableKey, fileId: file?.id ?? '' } },
    { enabled: !!file },
  );
  return (
    <Modal
      opened={!!file}
      onClose={onClose}
      title={file ? `Processing report: ${file.name}` : ''}
      size="xl"
    >
      {file ? (
        <QueryView query={report} loadingLabel="Loading the report…">
          {(r) => (
            <Stack gap="md">
              {/* Three columns leave the period room to stay on one line. */}
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
                <Fact label="Status">
                  <StatusBadge status={r.status} />
                </Fact>
                <Fact label="SIE type">
                  <Text>{r.sieType ?? '–'}</Text>
                </Fact>
                <Fact label="Organisation number">
                  <Text style={{ whiteSpace: 'nowrap' }}>{r.organizationNumber ?? '–'}</Text>
                </Fact>
                <Fact label="Program">
                  <Text>{r.program ?? '–'}</Text>
                </Fact>
                <Fact label="Period">
                  <Text style={{ whiteSpace: 'nowrap' }}>
                    {r.period ? `${r.period.startDate} – ${r.period.endDate}` : '–'}
                  </Text>
                </Fact>
                <Fact label="Financial year">
                  <Text style={{ whiteSpace: 'nowrap' }}>
                    {yearLabel(years, r.financialYearId)}
                  </Text>
                </Fact>
                <Fact label="Size">
                  <Text>{formatBytes(r.size)}</Text>
                </Fact>
                <Fact label="Content type">
                  <Text style={{ overflowWrap: 'anywhere' }}>{r.contentType || '–'}</Text>
                </Fact>
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
                <Fact label="Accounts">
                  <Text>{r.counts.accounts}</Text>
                </Fact>
                <Fact label="Vouchers">
                  <Text>{r.counts.vouchers}</Text>
                </Fact>
                <Fact label="Transactions">
                  <Text>{r.counts.transactions}</Text>
                </Fact>
              </SimpleGrid>
              <Title order={3} size="h5">
                Findings ({r.errors.length})
              </Title>
              {r.errors.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No findings.
                </Text>
              ) : (
                <Table verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Severity</Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>Line</Table.Th>
                      <Table.Th>Message</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.errors.map((f, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>
                          <Badge
                            color={
                              f.severity === 'error'
                                ? 'red'
                                : f.severity === 'warning'
                                  ? 'yellow'
                                  : 'gray'
                            }
                            variant="light"
                          >
                            {f.severity}
                          </Badge>
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>{f.line ?? '–'}</Table.Td>
                        <Table.Td>{f.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <Title order={3} size="h5">
                Discrepancies ({r.discrepancies.length})
              </Title>
              {r.discrepancies.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Everything reconciles.
                </Text>
              ) : (
                <Table verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Account</Table.Th>
                      <Table.Th>Kind</Table.Th>
                      <Table.Th>Period</Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>Expected</Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>Actual</Table.Th>
                      <Table.Th>Message</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.discrepancies.map((d, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{d.account}</Table.Td>
                        <Table.Td>{d.kind}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{d.period ?? '–'}</Table.Td>
                        <Table.Td className="num">
                          {d.expected.toLocaleString('sv-SE', {
                            minimumFractionDigits: 2,
                            maximumFractionDigits: 2,
                          })}
                        </Table.Td>
                        <Table.Td className="num">
                          {d.actual.toLocaleString('sv-SE', {
                            minimumFractionDigits: 2,
                            maximumFractionDigits: 2,
                          })}
                        </Table.Td>
                        <Table.Td>{d.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          )}
        </QueryView>
      ) : null}
    </Modal>
  );
}

interface UploadState {
  name: string;
  progress: number;
  error?: string;
}

function UploadCard({
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

/** A financial year as its dates; an id the company's years do not hold, as it is. */
export function yearLabel(years: FinancialYear[] | undefined, id: string | undefined): string {
  if (!id) return '–';
  const y = years?.find((x) => x.id === id);
  return y ? `${y.startDate} – ${y.endDate}` : id;
}

/** Where the V1 service lacks an extension the tab would use, one line saying what that means. */
export function filesNote(has: { list: boolean; get: boolean; report: boolean }): string | null {
  if (!has.list)
    return has.get
      ? 'This V1 service does not list files; uploads made through this console are listed with the status they were sent with.'
      : 'This V1 service does not report processing status; uploads made through this console are listed as sent.';
  if (!has.get && !has.report)
    return 'This V1 service does not follow processing status or offer processing reports; statuses are as it lists them.';
  if (!has.get)
    return 'This V1 service does not follow processing status; statuses are as it lists them.';
  if (!has.report) return 'This V1 service does not offer processing reports.';
  return null;
}

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
  const note = filesNote({ list: hasList, get: hasGet, report: hasReport });
  const empty = (
    <EmptyState title="No files yet">
      {hasList
        ? 'Upload a SIE file to see its balances.'
        : 'Files uploaded through this console are listed here.'}
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
      <Card p="lg">
        <Title order={2} size="h4" mb="sm">
          Files
        </Title>
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
                    Size, SIE type and financial year of a file are in its report.
                  </Text>
                ) : null}
              </>
            )}
          </QueryView>
        ) : (
          <QueryView query={uploads} isEmpty={(d) => d.length === 0} empty={empty}>
            {(data) => <UploadsTable uploads={data} onReport={hasReport ? setReport : null} />}
          </QueryView>
        )}
      </Card>
      {hasReport ? (
        <ReportModal
          file={report}
          companyDurableKey={companyDurableKey}
          years={years.data}
          onClose={() => setReport(null)}
        />
      ) : null}
    </Stack>
  );
}
