import { describe, expect, it } from 'vitest';
import { alignBoxes, distributeBoxes, keepInside, resizeBox, snap } from './geometry.ts';

describe('snapping', () => {
  it('lands on half millimetres without float noise', () => {
    expect(snap(3.24)).toBe(3);
    expect(snap(3.26)).toBe(3.5);
    expect(snap(0.1 + 0.2)).toBe(0.5);
    expect(snap(-0.2)).toBe(0);
    expect(snap(10.74)).toBe(10.5);
    expect(snap(10.75)).toBe(11);
  });
});

describe('keeping a box inside its band', () => {
  it('stops at the left, top and right edges and lets a growing band hold any height', () => {
    expect(keepInside({ x: -3, y: -1, w: 10, h: 5 }, { width: 74, height: null })).toEqual({
      x: 0,
      y: 0,
      w: 10,
      h: 5,
    });
    expect(keepInside({ x: 70, y: 200, w: 10, h: 5 }, { width: 74, height: null })).toEqual({
      x: 64,
      y: 200,
      w: 10,
      h: 5,
    });
  });

  it('keeps a box inside a fixed label and shrinks one larger than it', () => {
    expect(keepInside({ x: 45, y: 28, w: 10, h: 5 }, { width: 50, height: 30 })).toEqual({
      x: 40,
      y: 25,
      w: 10,
      h: 5,
    });
    expect(keepInside({ x: 5, y: 5, w: 80, h: 40 }, { width: 50, height: 30 })).toEqual({
      x: 0,
      y: 0,
      w: 50,
      h: 30,
    });
  });
});

describe('resizing by a handle', () => {
  const box = { x: 10, y: 10, w: 20, h: 10 };

  it('moves the edges the handle holds onto the grid and leaves the others', () => {
    expect(resizeBox(box, 'se', 5.2, 3.1)).toEqual({ x: 10, y: 10, w: 25, h: 13 });
    expect(resizeBox(box, 'nw', -2.3, -4.9)).toEqual({ x: 7.5, y: 5, w: 22.5, h: 15 });
    expect(resizeBox(box, 'e', 1, 50)).toEqual({ x: 10, y: 10, w: 21, h: 10 });
    expect(resizeBox(box, 'n', 50, 3)).toEqual({ x: 10, y: 13, w: 20, h: 7 });
  });

  it('never lets an edge cross its opposite nor leave the band at the top left', () => {
    expect(resizeBox(box, 'w', 40, 0)).toEqual({ x: 29.5, y: 10, w: 0.5, h: 10 });
    expect(resizeBox(box, 's', 0, -30)).toEqual({ x: 10, y: 10, w: 20, h: 0.5 });
    expect(resizeBox(box, 'nw', -30, -30)).toEqual({ x: 0, y: 0, w: 30, h: 20 });
  });
});

describe('aligning', () => {
  const boxes = [
    { id: 'a', x: 5, y: 2, w: 10, h: 4 },
    { id: 'b', x: 20, y: 8, w: 30, h: 6 },
  ];
  const bounds = { width: 74, height: null };

  it('aligns several boxes on the edges and centre lines of their common frame', () => {
    expect(alignBoxes(boxes, 'left', bounds).map((b) => b.x)).toEqual([5, 5]);
    expect(alignBoxes(boxes, 'right', bounds).map((b) => b.x)).toEqual([40, 20]);
    expect(alignBoxes(boxes, 'center', bounds).map((b) => b.x)).toEqual([22.5, 12.5]);
    expect(alignBoxes(boxes, 'top', bounds).map((b) => b.y)).toEqual([2, 2]);
    expect(alignBoxes(boxes, 'bottom', bounds).map((b) => b.y)).toEqual([10, 8]);
    expect(alignBoxes(boxes, 'middle', bounds).map((b) => b.y)).toEqual([6, 5]);
    // only the aligned coordinate changes, and the rest of each item is kept
    expect(alignBoxes(boxes, 'left', bounds)[1]).toEqual({ id: 'b', x: 5, y: 8, w: 30, h: 6 });
  });

  it('aligns a lone box on the band', () => {
    const lone = [{ x: 5, y: 2, w: 10, h: 4 }];
    expect(alignBoxes(lone, 'center', bounds)[0]!.x).toBe(32);
    expect(alignBoxes(lone, 'right', bounds)[0]!.x).toBe(64);
    expect(alignBoxes(lone, 'bottom', { width: 50, height: 30 })[0]!.y).toBe(26);
  });
});

describe('distributing', () => {
  it('makes the gaps equal, the outer boxes staying, whatever order the boxes come in', () => {
    const boxes = [
      { id: 'c', x: 60, y: 0, w: 10, h: 5 },
      { id: 'a', x: 0, y: 0, w: 10, h: 5 },
      { id: 'b', x: 12, y: 0, w: 20, h: 5 },
    ];
    const spread = distributeBoxes(boxes, 'horizontal');
    expect(spread.map((b) => [b.id, b.x])).toEqual([
      ['c', 60],
      ['a', 0],
      ['b', 25],
    ]);
  });

  it('spreads vertically with unequal heights and leaves fewer than three alone', () => {
    const boxes = [
      { x: 0, y: 0, w: 5, h: 4 },
      { x: 0, y: 5, w: 5, h: 2 },
      { x: 0, y: 6, w: 5, h: 3 },
      { x: 0, y: 30, w: 5, h: 6 },
    ];
    // span 36, heights 15: three gaps of 7
    expect(distributeBoxes(boxes, 'vertical').map((b) => b.y)).toEqual([0, 11, 20, 30]);
    const two = [boxes[0]!, boxes[3]!];
    expect(distributeBoxes(two, 'vertical')).toEqual(two);
  });
});
