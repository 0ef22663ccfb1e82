import fs from 'node:fs';

/**
 * Whether the bytes look like a SIE file: after an optional UTF-8 BOM and whitespace the
 * text starts with a `#LABEL` (e.g. `#FLAGGA`, `#SIETYP`, `#FORMAT`), and the head has no NUL.
 */
export function looksLikeSie(head: Buffer): boolean {
  let start = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) start = 3;
  if (head.subarray(start).includes(0)) return false;
  const text = head.subarray(start).toString('latin1').replace(/^\s+/, '');
  return /^#[A-Z][A-Z0-9_]*(\s|$)/.test(text);
}

/** Reads the first bytes of a file (4 KiB). */
export async function readHead(path: string, bytes = 4096): Promise<Buffer> {
  const fh = await fs.promises.open(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}
