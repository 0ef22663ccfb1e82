import { withSha256 } from '../files/digest.js';
import { receiveUpload } from '../files/upload.js';
import type { Handlers } from '../http/handler.js';
import { getFileRow, listFiles, toAccountingFile, toReport } from '../store/files.js';

export const fileHandlers = {
  uploadFile: async ({ c, ctx, tenantId, params, query }) =>
    receiveUpload(c, ctx, tenantId, params.companyDurableKey, query),

  listFiles: async ({ ctx, tenantId, params }) =>
    listFiles(ctx.db, tenantId, params.companyDurableKey),

  getFile: async ({ ctx, tenantId, params }) =>
    toAccountingFile(await getFileRow(ctx.db, tenantId, params.companyDurableKey, params.fileId)),

  getFileReport: async ({ ctx, tenantId, params }) =>
    toReport(
      await withSha256(
        ctx.db,
        ctx.settings.filesDir,
        await getFileRow(ctx.db, tenantId, params.companyDurableKey, params.fileId),
      ),
    ),
} satisfies Partial<Handlers>;
