import { CSRF_HEADERS, errorFromBody, notifyUnauthorized, ApiError } from './api.js';
import { currentT } from '../../i18n/index.js';

export interface UploadHandle<T> {
  promise: Promise<T>;
  abort: () => void;
}

/**
 * Multipart upload with progress (fetch has no upload progress, XMLHttpRequest does).
 * The file goes in the part named `file`.
 */
export function uploadWithProgress<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = false;
    for (const [k, v] of Object.entries(CSRF_HEADERS)) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('accept', 'application/json');
    // The BFF records the upload with the file's own size (the multipart body is larger).
    xhr.setRequestHeader('x-file-size', String(file.size));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      reject(
        errorFromBody(
          xhr.status,
          body,
          xhr.getResponseHeader('x-request-id') ?? undefined,
          xhr.getResponseHeader('retry-after'),
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError({ message: currentT().errors.unreachable, status: 0 }));
    xhr.onabort = () =>
      reject(new ApiError({ message: currentT().common.uploadCancelled, status: 0 }));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
