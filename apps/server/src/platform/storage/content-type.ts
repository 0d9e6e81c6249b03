/** A file type recognised from its content, with the name suffixes it may carry. */
export interface DetectedType {
  mime: string;
  suffixes: string[];
  /** shown inline by the preview (images and PDF) */
  inline: boolean;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (data: Buffer, text: string, offset = 0) =>
  startsWith(
    data,
    [...text].map((c) => c.charCodeAt(0)),
    offset,
  );

const ZIP_OFFICE: Record<string, [marker: string, mime: string]> = {
  xlsx: ['xl/workbook', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  docx: ['word/document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  pptx: ['ppt/presentation', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
};

/** Plain text: valid UTF-8 without NUL or other binary control bytes (tab, CR, LF allowed). */
function isText(data: Buffer): boolean {
  if (data.length === 0) return false;
  for (const byte of data) if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 13) return false;
  try {
    // streaming mode: a character cut at the end of the sample is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(data, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The allowed upload types, recognised by their magic bytes (what a client claims is never trusted).
 * SVG and HTML are deliberately absent: they can carry script.
 */
export function detectType(data: Buffer): DetectedType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff]))
    return { mime: 'image/jpeg', suffixes: ['jpg', 'jpeg'], inline: true };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', suffixes: ['png'], inline: true };
  if (ascii(data, 'GIF87a') || ascii(data, 'GIF89a'))
    return { mime: 'image/gif', suffixes: ['gif'], inline: true };
  if (ascii(data, 'RIFF') && ascii(data, 'WEBP', 8))
    return { mime: 'image/webp', suffixes: ['webp'], inline: true };
  if (ascii(data, 'BM') && data.length > 26) return { mime: 'image/bmp', suffixes: ['bmp'], inline: true };
  if (ascii(data, '%PDF-')) return { mime: 'application/pdf', suffixes: ['pdf'], inline: true };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    // Office Open XML packages are zip files whose entry names tell the kind
    const names = data.toString('latin1');
    for (const [suffix, [marker, mime]] of Object.entries(ZIP_OFFICE)) {
      if (names.includes(marker)) return { mime, suffixes: [suffix], inline: false };
    }
    return { mime: 'application/zip', suffixes: ['zip'], inline: false };
  }
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { mime: 'application/vnd.ms-office', suffixes: ['doc', 'xls', 'ppt'], inline: false };
  if (isText(data.subarray(0, 8192))) return { mime: 'text/plain', suffixes: ['txt', 'csv'], inline: false };
  return undefined;
}

/** The suffixes accepted for upload, for messages. */
export const ALLOWED_SUFFIXES =
  'jpg, jpeg, png, gif, webp, bmp, pdf, xlsx, docx, pptx, zip, doc, xls, ppt, txt, csv';
