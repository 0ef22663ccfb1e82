import { sendWithToken } from './send-with-token.js';
import { asList, fillV1Path } from './v1-read.js';
import { discardBody, readWhole } from './upstream.js';
import type { Deadline } from './deadline.js';
import type { Exchange } from './exchange.js';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../types.js';

/** The upload being proxied: to which tenant, by whom. */
interface UploadCall {
  deps: AppDeps;
  x: Exchange;
  user: SessionUser;
  tenant: string;
}

/** A company answer is small; more than this is not read for its name. */
const MAX_COMPANY_ANSWER = 64 * 1024;

/**
 * Before an upload streams (a streamed body cannot be sent twice): `GET
 * /companies/{companyDurableKey}` proves the token good, replacing one V1 refuses, and turns an
 * unknown company into a 404 before any byte goes. Answers the token to stream with and the
 * company's name (for the audit log; absent when V1's answer has none), or undefined when the
 * company is unknown.
 */
export async function checkBeforeStreaming(
  { deps, x, tenant }: UploadCall,
  params: Record<string, string>,
  token: string,
  deadline: Deadline,
): Promise<{ token: string; companyName?: string } | undefined> {
  const { res, token: checked } = await sendWithToken(
    deps,
    tenant,
    {
      method: 'GET',
      path: fillV1Path('/companies/{companyDurableKey}', params),
      headers: { accept: 'application/json', 'x-tenant-id': tenant, 'x-request-id': x.requestId },
      body: null,
      replayable: true,
      operation: 'getCompany',
    },
    token,
    deadline,
  );
  if (res.statusCode === 404) {
    discardBody(res);
    return undefined;
  }
  if (res.statusCode < 200 || res.statusCode >= 300) {
    discardBody(res);
    return { token: checked };
  }
  // The name is for the audit log only: an answer that cannot be read leaves it out.
  const answer = await readWhole(res, MAX_COMPANY_ANSWER, 'company').catch(() => undefined);
  const name = answer && companyName(answer);
  return name ? { token: checked, companyName: name } : { token: checked };
}

function companyName(answer: Buffer): string | undefined {
  try {
    const company = JSON.parse(answer.toString('utf8')) as { name?: unknown } | null;
    return typeof company?.name === 'string' && company.name ? company.name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the upload V1 accepted in the BFF's store, so the console can list a company's uploads
 * where V1 has no file listing. The size is the browser's `x-file-size` (the multipart body's
 * length is not the file's).
 */
export async function recordUpload(
  { deps, x, user, tenant }: UploadCall,
  params: Record<string, string>,
  answer: Buffer,
) {
  let file: { id?: unknown; name?: unknown; status?: unknown; uploadedDate?: unknown };
  try {
    file = JSON.parse(answer.toString('utf8')) as typeof file;
  } catch {
    return;
  }
  if (typeof file?.id !== 'string') return;
  const size = x.header('x-file-size');
  await deps.store.uploads.record(tenant, {
    fileId: file.id,
    companyDurableKey: params.companyDurableKey!,
    name: typeof file.name === 'string' ? file.name : '',
    size: size && /^\d{1,15}$/.test(size) ? Number(size) : null,
    username: user.username,
    uploadedAt:
      typeof file.uploadedDate === 'string'
        ? file.uploadedDate
        : new Date(deps.now()).toISOString(),
    status: typeof file.status === 'string' ? file.status : 'pending',
  });
}

/**
 * A file's status read through the proxy keeps the console's record of its upload current (the
 * overview counts uploads that ended `corrupt` or stayed `parsed` from these records). Files the
 * console did not upload have no record. The read is answered even when the store cannot write:
 * the record then catches up at the next read.
 */
export async function noteFileStatuses({ deps, x, tenant }: UploadCall, answer: Buffer) {
  let files: { fileId: string; status: string }[];
  try {
    files = asList(JSON.parse(answer.toString('utf8')) as unknown).flatMap((f) => {
      const { id, status } = (f ?? {}) as { id?: unknown; status?: unknown };
      return typeof id === 'string' && typeof status === 'string' ? [{ fileId: id, status }] : [];
    });
  } catch {
    return;
  }
  if (files.length === 0) return;
  try {
    await deps.store.uploads.updateStatuses(tenant, files);
  } catch (err) {
    deps.logger.warn(
      { requestId: x.requestId, tenant, err: err instanceof Error ? err.message : String(err) },
      'could not keep the recorded upload statuses current',
    );
  }
}
