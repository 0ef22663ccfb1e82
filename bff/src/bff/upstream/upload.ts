import { fillV1Path } from './prepare.js';
import { sendWithToken } from './send-with-token.js';
import { discardBody } from './upstream.js';
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

/**
 * Before an upload streams (a streamed body cannot be sent twice): `GET
 * /companies/{companyDurableKey}` proves the token good, replacing one V1 refuses, and turns an
 * unknown company into a 404 before any byte goes. Answers the token to stream with, or undefined
 * when the company is unknown.
 */
export async function checkBeforeStreaming(
  { deps, x, tenant }: UploadCall,
  params: Record<string, string>,
  token: string,
  deadline: Deadline,
): Promise<string | undefined> {
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
  discardBody(res);
  return res.statusCode === 404 ? undefined : checked;
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
  await deps.store.recordUpload(tenant, {
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
