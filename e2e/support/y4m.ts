import { writeFileSync } from 'node:fs';

export interface BarcodeVideo {
  width: number;
  height: number;
  /** pixels per module */
  moduleWidth: number;
  frames: number;
}

const BLACK = 16;
const WHITE = 235;
const NEUTRAL_CHROMA = 128;

/**
 * Writes a Y4M (YUV4MPEG2, 4:2:0) video whose every frame shows `modules` ('1' = bar) as black bars on
 * white, centred, for Chromium's fake camera (`--use-file-for-fake-video-capture`), which plays it in a loop.
 */
export function writeBarcodeY4m(path: string, modules: string, video: BarcodeVideo): void {
  const { width, height, moduleWidth, frames } = video;
  const barsWidth = modules.length * moduleWidth;
  if (barsWidth > width) throw new RangeError('the bars do not fit the frame');
  const left = Math.floor((width - barsWidth) / 2);
  const top = Math.floor(height * 0.25);
  const bottom = Math.floor(height * 0.75);

  const luma = Buffer.alloc(width * height, WHITE);
  for (let y = top; y < bottom; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      const start = y * width + left + m * moduleWidth;
      luma.fill(BLACK, start, start + moduleWidth);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, NEUTRAL_CHROMA);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
