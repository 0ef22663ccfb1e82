import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { AccountingFile } from '@ledger/contract';
import type { PlatformContext } from '../context.js';
import { fieldError, HttpError } from '../http/errors.js';
import { getCompanyRow } from '../store/companies.js';
import { insertPendingFile, toAccountingFile } from '../store/files.js';
import { getFinancialYearRow } from '../store/financial-years.js';
import { removeStoredFiles, storedPath } from './storage.js';

export interface UploadQueryValues {
  financialYearId?: string;
  startDate?: string;
  endDate?: string;
}

export interface Received {
  name: string;
  contentType: string;
  size: number;
  /** SHA-256 of the bytes written, lowercase hex. */
  sha256: string;
}

/**
 * Streams the multipart part `file` to `<filesDir>/<id>.part` (never buffered whole, its SHA-256
 * taken on the way), then records it `pending` with a queued job. Over the limit: 413 and nothing is left behind.
 */
export async function receiveUpload(
  c: Context,
  ctx: PlatformContext,
  tenantId: string,
  companyKey: string,
  query: UploadQueryValues,
): Promise<AccountingFile> {
  await getCompanyRow(ctx.db, tenantId, companyKey);
  // The query's dates (both or neither, start <= end) are the contract's UploadQuery check.
  if (query.financialYearId) await getFinancialYearRow(ctx.db, companyKey, query.financialYearId);
  const body = c.req.raw.body;
  if (!body) throw fieldError('body', 'file', 'the multipart part "file" is required');

  const id = crypto.randomUUID();
  const partPath = storedPath(ctx.settings.filesDir, `${id}.part`);
  let received: Received | null;
  try {
    received = await streamFilePart(
      c.req.header('content-type') ?? '',
      body,
      partPath,
      ctx.settings.maxUploadBytes,
    );
  } catch (err) {
    await removeStoredFiles(ctx.settings.filesDir, [`${id}.part`]);
    throw err;
  }
  if (!received) throw fieldError('body', 'file', 'the multipart part "file" is required');

  try {
    await fs.promises.rename(partPath, storedPath(ctx.settings.filesDir, id));
    const row = await ctx.db.transaction().execute(async (trx) => {
      // The company (or year) may have been deleted while the bytes were arriving.
      await getCompanyRow(trx, tenantId, companyKey);
      if (query.financialYearId) await getFinancialYearRow(trx, companyKey, query.financialYearId);
      return insertPendingFile(trx, {
        id,
        company_key: companyKey,
        financial_year_id: query.financialYearId ?? null,
        name: received.name,
        size: received.size,
        content_type: received.contentType,
        uploaded_date: new Date().toISOString(),
        uploaded_by_user_id: null,
        storage_name: id,
        query_start_date: query.startDate ?? null,
        query_end_date: query.endDate ?? null,
        sha256: received.sha256,
      });
    });
    ctx.queue.kick();
    return toAccountingFile(row);
  } catch (err) {
    await removeStoredFiles(ctx.settings.filesDir, [`${id}.part`, id]);
    throw err;
  }
}

/**
 * Writes the first part named `file` of a multipart body to `target`; null when there is none.
 * The part's name is read as UTF-8: browsers send it as raw UTF-8 bytes in `filename="…"`
 * (busboy's default would read those bytes as Latin-1: `Lön.si` -> `LÃ¶n.si`), and an RFC 5987
 * `filename*=UTF-8''…` carries its own charset and wins over `filename`.
 */
export function streamFilePart(
  contentType: string,
  body: ReadableStream<Uint8Array>,
  target: string,
  maxBytes: number,
): Promise<Received | null> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { fileSize: maxBytes, fields: 50, fieldSize: 64 * 1024, parts: 100 },
      });
    } catch (err) {
      reject(new HttpError(400, `Malformed multipart request: ${(err as Error).message}`));
      return;
    }
    let writing: Promise<void> | null = null;
    let received: Received | null = null;
    let tooLarge = false;
    let failed: Error | null = null;

    bb.on('file', (name, stream, info) => {
      if (name !== 'file' || writing) {
        stream.resume();
        return;
      }
      const meta = {
        name: (info.filename ?? 'file').slice(0, 255) || 'file',
        contentType: info.mimeType || 'application/octet-stream',
        size: 0,
      };
      const hash = crypto.createHash('sha256');
      stream.on('data', (chunk: Buffer) => {
        meta.size += chunk.length;
        hash.update(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
      });
      writing = pipeline(stream, fs.createWriteStream(target)).then(
        () => {
          received = { ...meta, sha256: hash.digest('hex') };
        },
        (err: Error) => {
          failed = err;
        },
      );
    });
    bb.on('error', (err: Error) => {
      failed = failed ?? err;
      finish();
    });
    bb.on('close', () => finish());

    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      void (writing ?? Promise.resolve()).then(() => {
        if (tooLarge) {
          reject(
            new HttpError(413, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`),
          );
        } else if (failed) {
          reject(new HttpError(400, `Malformed or interrupted upload: ${failed.message}`));
        } else {
          resolve(received);
        }
      });
    };

    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    source.on('error', (err) => {
      failed = failed ?? err;
      bb.destroy(err);
      finish();
    });
    source.pipe(bb);
  });
}
