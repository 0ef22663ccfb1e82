/** Streams a generated multipart upload (never held in memory) to a URL with node:http. */
import http from 'node:http';

export interface UploadResult {
  status: number;
  body: string;
}

export function streamUpload(
  url: string,
  opts: {
    bytes: number;
    headers: Record<string, string>;
    fileName?: string;
    /** Destroy the connection after this many file bytes (a cut-off upload). */
    cutAfter?: number;
  },
): Promise<UploadResult> {
  const boundary = `----bffupload${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.fileName ?? 'big.bin'}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31 + 7) & 0xff;
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...opts.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + opts.bytes + tail.length),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (err) =>
      opts.cutAfter !== undefined ? resolve({ status: 0, body: String(err) }) : reject(err),
    );
    let sent = 0;
    const limit = opts.cutAfter ?? opts.bytes;
    const write = () => {
      while (sent < limit) {
        const n = Math.min(chunk.length, limit - sent);
        sent += n;
        const ok = req.write(n === chunk.length ? chunk : chunk.subarray(0, n));
        if (!ok) return void req.once('drain', write);
      }
      if (opts.cutAfter !== undefined) {
        setTimeout(() => {
          req.destroy();
          resolve({ status: 0, body: 'cut off' });
        }, 100);
        return;
      }
      req.end(tail);
    };
    req.write(head);
    write();
  });
}
