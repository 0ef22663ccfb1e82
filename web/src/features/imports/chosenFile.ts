import { formatBytes } from '../../lib/format/format.js';
import { currentT } from '../../i18n/index.js';
import {
  decodeBytes,
  MAX_BYTES,
  refuseFile,
  type Encoding,
  type FileRefusal,
} from './csvReader.js';

/** Encodings by the names people know them by (the same in both languages). */
export const ENCODING_NAMES: Record<Encoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
};

/** A chosen file as read: its text, or why it cannot be read. */
export type ChosenFile = { name: string; size: number } & (
  { text: string; encoding: Encoding } | { refusal: FileRefusal | { kind: 'unreadable' } }
);

/** A file's bytes, through FileReader (which every browser and jsdom have). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/** A chosen file's text and encoding, or why it cannot be read (too large, not text). */
export async function readChosen(file: File): Promise<ChosenFile> {
  const base = { name: file.name, size: file.size };
  if (file.size > MAX_BYTES)
    return { ...base, refusal: { kind: 'tooLarge', bytes: file.size, max: MAX_BYTES } };
  try {
    const bytes = new Uint8Array(await readBytes(file));
    const refusal = refuseFile(bytes);
    if (refusal) return { ...base, refusal };
    const { text, encoding } = decodeBytes(bytes);
    return { ...base, text, encoding };
  } catch {
    return { ...base, refusal: { kind: 'unreadable' } };
  }
}

/** Why a file cannot be imported, in the console's words. */
export function refusalText(r: FileRefusal | { kind: 'unreadable' }): string {
  const w = currentT().imports.file;
  switch (r.kind) {
    case 'tooLarge':
      return w.tooLarge(formatBytes(r.bytes), formatBytes(r.max));
    case 'spreadsheet':
      return w.spreadsheet;
    case 'binary':
      return w.binary;
    case 'unreadable':
      return w.unreadable;
  }
}
