import { useQuery } from '@tanstack/react-query';
import type { UploadRecord } from 'bff/contract';
import { request, withQuery, type ApiError } from '../../../lib/api.js';
import { useTenant } from '../../../lib/queries.js';

export type { UploadRecord };

/** Cache key of a company's uploads as the BFF recorded them. */
export function uploadsKey(tenant: string, companyDurableKey: string): unknown[] {
  return [tenant, 'listUploads', { company: companyDurableKey }];
}

/**
 * `GET /api/uploads?tenant=&company=` (the contract's console route `listUploads`): the uploads of
 * a company made through this console, newest first. The BFF's own record, for V1 services that
 * do not list files.
 */
export function fetchUploads(
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
  return useQuery<UploadRecord[], ApiError>({
    queryKey: uploadsKey(tenant, companyDurableKey),
    queryFn: ({ signal }) => fetchUploads(tenant, companyDurableKey, signal),
    enabled,
  });
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
