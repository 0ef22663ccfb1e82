import { isShown, notify, type Notice } from '../../../lib/ui/notices.js';
import type { FileStatus } from '@ledger/contract';
import { isFinalFileStatus } from '@ledger/contract/rules';
import { currentT } from '../../../i18n/index.js';
import { fileStatusLabel, STATUS_COLOR } from './files.js';

// One notification per upload: it shows the upload going, then "processing" once sent, and
// turns into the file's final status when the console sees it change (useFileStatus), instead
// of a second notification beside a first that still says "processing".

/** A processing notice closes by itself after this long if the console stops following it. */
const PROCESSING_TIMEOUT_MS = 60_000;
const FINAL_TIMEOUT_MS = 8_000;

/** The upload notice of each file the console sent, by file id. */
const noticeOfFile = new Map<string, string>();
let sequence = 0;

/** Shows or updates the notice `id`. */
function put(notice: Notice & { id: string }): void {
  notify(notice);
}

/** The notice of an upload that has started; returns its id. */
export function noticeUploadStarted(name: string): string {
  const t = currentT();
  const id = `upload-${++sequence}`;
  notify({
    id,
    loading: true,
    autoClose: false,
    withCloseButton: true,
    title: t.files.upload.uploadingTitle(name),
    message: '',
  });
  return id;
}

/**
 * The upload is done: the notice says the file is being processed (and stays until its status
 * is final) where the console follows it, else that it was sent.
 */
export function noticeUploaded(id: string, fileId: string, name: string, followed: boolean): void {
  const t = currentT();
  // Closed meanwhile (the page changed, or by hand): nobody is following it here any more.
  if (!isShown(id)) return;
  if (followed) noticeOfFile.set(fileId, id);
  put({
    id,
    loading: followed,
    color: 'teal',
    autoClose: followed ? PROCESSING_TIMEOUT_MS : FINAL_TIMEOUT_MS,
    title: t.files.upload.uploadedTitle(name),
    message: followed ? t.files.upload.processing : t.files.upload.sent,
  });
}

export function noticeUploadFailed(id: string, name: string, reason: string): void {
  put({
    id,
    loading: false,
    color: 'red',
    autoClose: FINAL_TIMEOUT_MS,
    title: currentT().files.upload.failedTitle(name),
    message: reason,
  });
}

/**
 * The console shows this file's status (a listing, a poll): if its upload notice still says
 * "processing" and the status is final, the notice says how it ended. Wherever the final status
 * is seen first, the notice follows it, never "processing…" beside "verified".
 */
export function settleFileNotice(file: { id: string; name: string; status: FileStatus }): void {
  if (isFinalFileStatus(file.status) && noticeOfFile.has(file.id)) noticeFinalStatus(file);
}

/** A followed file's status became final: its upload notice (or a new one) says how it ended. */
export function noticeFinalStatus(file: { id: string; name: string; status: FileStatus }): void {
  const t = currentT();
  const id = noticeOfFile.get(file.id) ?? `file-${file.id}`;
  noticeOfFile.delete(file.id);
  const finished = t.files.finished;
  put({
    id,
    loading: false,
    color: STATUS_COLOR[file.status],
    autoClose: FINAL_TIMEOUT_MS,
    title: `${file.name}: ${fileStatusLabel(file.status, t).name}`,
    message:
      file.status === 'verified'
        ? finished.verified
        : file.status === 'parsed'
          ? finished.parsed
          : file.status === 'corrupt'
            ? finished.corrupt
            : file.status === 'uploaded'
              ? finished.uploaded
              : finished.other,
  });
}
