/// <reference lib="dom" />
import type { Locator } from '@playwright/test';

/** An opaque colour as drawn on screen, 0–255 per channel. */
export type Rgb = [number, number, number];

/** What an element shows: its text colour and its background, both composited over what lies beneath. */
export interface Drawn {
  text: Rgb;
  background: Rgb;
}

/**
 * The element's computed text and background colours, made opaque: a transparent or translucent background
 * is blended over its ancestors' backgrounds (white at the top), and the text over that background.
 */
export async function drawnColours(locator: Locator): Promise<Drawn> {
  return locator.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement)
      layers.push(parse(getComputedStyle(node).backgroundColor));
    const background = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const text = over(parse(getComputedStyle(element).color), background);
    const rgb = (c: Rgba): [number, number, number] => [c[0], c[1], c[2]];
    return { text: rgb(text), background: rgb(background) };
  });
}

function toLab([r, g, b]: Rgb): [number, number, number] {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference: about 2 is just noticeable, 20 and more is plainly different. */
export function deltaE(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = toLab(a);
  const [l2, a2, b2] = toLab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** The smallest difference counted as "visibly different". */
export const VISIBLE = 20;
