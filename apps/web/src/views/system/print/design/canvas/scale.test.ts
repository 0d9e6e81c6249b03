import { describe, expect, it } from 'vitest';
import { fitZoom, stepZoom } from './scale.ts';

describe('zoom', () => {
  it('opens a paper as large as fits the room, at most 200 %', () => {
    expect(fitZoom(80, 600)).toBe(150);
    expect(fitZoom(80, 372)).toBe(100);
    expect(fitZoom(58, 600)).toBe(200);
    expect(fitZoom(50, 1000)).toBe(200);
    expect(fitZoom(210, 600)).toBe(75);
    expect(fitZoom(297, 600)).toBe(50);
    expect(fitZoom(1000, 600)).toBe(50);
  });

  it('steps between 50 and 500 %', () => {
    expect(stepZoom(100, 1)).toBe(125);
    expect(stepZoom(100, -1)).toBe(75);
    expect(stepZoom(500, 1)).toBe(500);
    expect(stepZoom(50, -1)).toBe(50);
    expect(stepZoom(110, -1)).toBe(100);
  });
});
