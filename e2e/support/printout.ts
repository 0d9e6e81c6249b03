import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';

/** PDF points per millimetre (72 points to the inch). */
const POINTS_PER_MM = 72 / 25.4;

export interface PdfPage {
  widthMm: number;
  heightMm: number;
  /** the page's text, items joined by spaces in reading order */
  text: string;
}

/** The pages of a PDF Chromium wrote: each page's size in mm and its text (pdf.js reads the embedded fonts' Unicode maps). */
export async function readPdf(pdf: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    // NFKC: CJK fonts map some characters to their Kangxi-radical twins (⼩ for 小)
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .normalize('NFKC');
    pages.push({ widthMm: (x1 - x0) / POINTS_PER_MM, heightMm: (y1 - y0) / POINTS_PER_MM, text });
  }
  await document.destroy();
  return pages;
}

/**
 * The text a barcode or QR code in a PNG encodes, read with ZXing (the same decoder the phone scanner uses);
 * null when nothing decodes. Give it one symbol per image (a screenshot of one label's code).
 */
export function decodeBarcode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r, g, b] = [image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!];
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const source = new RGBLuminanceSource(luminance, image.width, image.height);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]],
  ]);
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return null;
  }
}
