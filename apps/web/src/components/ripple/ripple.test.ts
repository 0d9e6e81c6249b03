import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RIPPLE_DELAY_MS,
  RIPPLE_DURATION_MS,
  RIPPLE_LIFETIME_MS,
  RippleSet,
  rippleGeometry,
  scheduleRipple,
} from './ripple.ts';

function recorder() {
  const events: string[] = [];
  return { events, steps: { fade: () => events.push('fade'), remove: () => events.push('remove') } };
}

describe('the spec §9 ripple', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the spec constants: 750 ms with a 450 ms delay, gone at 1 200 ms', () => {
    expect(RIPPLE_DURATION_MS).toBe(750);
    expect(RIPPLE_DELAY_MS).toBe(450);
    expect(RIPPLE_LIFETIME_MS).toBe(1200);
  });

  it('starts fading at 450 ms and is removed when the 750 ms fade ends', () => {
    const { events, steps } = recorder();
    scheduleRipple(steps);
    vi.advanceTimersByTime(449);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['fade']);
    vi.advanceTimersByTime(749);
    expect(events).toEqual(['fade']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['fade', 'remove']);
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['fade', 'remove']);
  });

  it('stopped early, removes the ripple at once and runs nothing later', () => {
    const { events, steps } = recorder();
    const stop = scheduleRipple(steps);
    vi.advanceTimersByTime(100);
    stop();
    expect(events).toEqual(['remove']);
    stop();
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['remove']);
  });

  it('stopped while fading, removes it once', () => {
    const { events, steps } = recorder();
    const stop = scheduleRipple(steps);
    vi.advanceTimersByTime(600);
    stop();
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['fade', 'remove']);
  });

  it('runs overlapping presses on their own timelines, and clear stops those still running', () => {
    const set = new RippleSet();
    const first = recorder();
    const second = recorder();
    set.start(first.steps);
    vi.advanceTimersByTime(1000);
    set.start(second.steps);
    expect(set.size).toBe(2);
    vi.advanceTimersByTime(200);
    expect(first.events).toEqual(['fade', 'remove']);
    expect(second.events).toEqual([]);
    expect(set.size).toBe(1);
    set.clear();
    expect(second.events).toEqual(['remove']);
    expect(set.size).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(second.events).toEqual(['remove']);
  });
});

describe('ripple geometry', () => {
  const box = { left: 100, top: 50, width: 80, height: 30 };

  it('centres the circle on the point pressed and reaches the farthest corner', () => {
    const g = rippleGeometry(box, { clientX: 110, clientY: 60 });
    // pressed at (10, 10) inside: the farthest corner is (80, 30)
    const radius = Math.hypot(70, 20);
    expect(g.size).toBeCloseTo(radius * 2);
    expect(g.x).toBeCloseTo(10 - radius);
    expect(g.y).toBeCloseTo(10 - radius);
  });

  it('starts in the middle for a key press, and clamps a point outside the box onto its edge', () => {
    const middle = rippleGeometry(box);
    expect(middle.x + middle.size / 2).toBeCloseTo(40);
    expect(middle.y + middle.size / 2).toBeCloseTo(15);
    expect(middle.size).toBeCloseTo(Math.hypot(40, 15) * 2);
    const outside = rippleGeometry(box, { clientX: 0, clientY: 500 });
    expect(outside.x + outside.size / 2).toBeCloseTo(0);
    expect(outside.y + outside.size / 2).toBeCloseTo(30);
  });
});
