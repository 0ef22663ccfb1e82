/**
 * File names with å, ä, ö survive an upload: a browser's raw UTF-8 bytes in `filename="…"` and an
 * RFC 5987 `filename*=UTF-8''…` both give the name as typed (not Latin-1 mojibake such as
 * `LÃ¶n.si`), read by the multipart helper itself and end to end over HTTP.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsById } from '@ledger/contract';
import {
  createCompany,
  startBareTestPlatform,
  type Client,
  type TestPlatform,
} from '../../test/platform-helpers.js';
import { streamFilePart } from './upload.js';

const BOUNDARY = 'ledger-console-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const CONTENT = Buffer.from('%PDF-1.4 bilaga\n');

/**
 * A multipart body with one part `file`, built by hand so the header bytes are exactly what a
 * browser sends: `disposition` is encoded as UTF-8 (raw bytes, no escaping).
 */
function multipart(disposition: string, content: Buffer = CONTENT): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
      'utf8',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'utf8'),
  ]);
}

const cases: { title: string; disposition: string; name: string }[] = [
  { title: 'raw UTF-8 in filename="…"', disposition: 'filename="Lön.si"', name: 'Lön.si' },
  {
    title: "RFC 5987 filename*=UTF-8''…",
    disposition: "filename*=UTF-8''L%C3%B6n.si",
    name: 'Lön.si',
  },
  {
    title: 'filename* wins over an ASCII fallback filename',
    disposition: 'filename="Lon.si"; filename*=UTF-8\'\'L%C3%B6n.si',
    name: 'Lön.si',
  },
  {
    title: 'all of å ä ö Å Ä Ö, raw UTF-8',
    disposition: 'filename="Årsbokslut räkenskapsår Öländska Äpplen.se"',
    name: 'Årsbokslut räkenskapsår Öländska Äpplen.se',
  },
];

describe('streamFilePart (the multipart helper)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-part-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  for (const [i, k] of cases.entries())
    it(`reads the name from ${k.title}`, async () => {
      const target = path.join(dir, `part-${i}`);
      const body = new Response(multipart(k.disposition)).body!;
      const received = await streamFilePart(CONTENT_TYPE, body, target, 1024 * 1024);
      expect(received).toEqual({
        name: k.name,
        contentType: 'application/pdf',
        size: CONTENT.length,
        sha256: crypto.createHash('sha256').update(CONTENT).digest('hex'),
      });
      expect(fs.readFileSync(target)).toEqual(CONTENT);
    });
});

describe('an upload over HTTP keeps the name', () => {
  let p: TestPlatform;
  let c: Client;
  let key: string;
  beforeAll(async () => {
    ({ p, c } = await startBareTestPlatform());
    key = await createCompany(c, '556677-8899');
  });
  afterAll(() => p.dispose());

  /**
   * The contract's paths (the one place they are defined; the upload's path and its parameter
   * name change with the contract), with the company key and file id filled in.
   */
  const pathOf = (op: 'uploadFile' | 'getFile', fileId = '') =>
    operationsById[op].path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(name === 'fileId' ? fileId : key),
    );

  async function expectStoredName(
    res: { status: number; text: string; json: unknown },
    name: string,
  ) {
    expect(res.status, res.text).toBe(operationsById.uploadFile.status);
    const file = res.json as { id: string; name: string };
    expect(file.name).toBe(name);
    const back = await c.get(pathOf('getFile', file.id));
    expect(back.status, back.text).toBe(200);
    expect((back.json as { name: string }).name).toBe(name);
  }

  for (const k of cases)
    it(`stores the name sent as ${k.title}`, async () => {
      const res = await c.raw('POST', pathOf('uploadFile'), {
        body: multipart(k.disposition),
        headers: { 'content-type': CONTENT_TYPE },
      });
      await expectStoredName(res, k.name);
    });

  it("stores the name sent by fetch's FormData (how the console uploads)", async () => {
    await expectStoredName(await c.upload(pathOf('uploadFile'), 'Lön.si', CONTENT), 'Lön.si');
  });
});
