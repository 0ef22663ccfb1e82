import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadRecord } from '@ledger/contract';
import { request, withQuery, type ApiError } from '../../../lib/data/api.js';
import { useTenant } from '../../../lib/data/queries.js';

export type { UploadRecord };

/** A company's uploads as the BFF recorded them (the console route `listUploads`). */
function uploadsQuery(tenant: string, companyDurableKey: string) {
  return queryOptions<UploadRecord[], ApiError, UploadRecord[], unknown[]>({
    queryKey: [tenant, 'listUploads', { company: companyDurableKey }],
    queryFn: ({ signal }) => fetchUploads(tenant, companyDurableKey, signal),
  });
}

/** Cache key of a company's uploads, typed with its data. */
export function uploadsKey(tenant: string, companyDurableKey: string) {
  return uploadsQuery(tenant, companyDurableKey).queryKey;
}

/**
 * `GET /api/uploads?tenant=&company=` (the contract's console route `listUploads`): the uploads of
 * a company made through this console, newest first. The BFF's own record, for V1 services that
 * do not list files.
 */
function fetchUploads(
  tenant: string,
  companyDurableKey: string,
  signal?: AbortSignal,
): Promise<UploadRecord[]> {
  return request<UploadRecord[]>(
    withQuery('/api/uploads', { tenant, company: companyDurableKey }),
    { signal },
  );
}

export function useUploads(companyDurableKey: string, enabled: boolean) {
  const tenant = useTenant();
  return useQuery({ ...uploadsQuery(tenant, companyDurableKey), enabled });
}

/** An upload as the BFF will have recorded it, to show it before the list is read again. */
export function recordOfUpload(
  file: {
    id: string;
    name?: string | undefined;
    status?: string | undefined;
    uploadedDate?: string | undefined;
  },
  sent: { name: string; size: number },
  companyDurableKey: string,
  username: string,
  now: Date = new Date(),
): UploadRecord {
  return {
    fileId: file.id,
    companyDurableKey,
    name: file.name || sent.name,
    size: sent.size,
    username,
    uploadedAt: file.uploadedDate || now.toISOString(),
    status: file.status || 'pending',
  };
}
