/**
 * The ripple of spec §9: a circle grows from the point pressed for 750 ms; 450 ms after the press it starts to fade,
 * again over 750 ms, and it is removed when the fade ends (1 200 ms after the press). The DOM part is in
 * useRipple.ts; this module holds the constants, the geometry and the timing, so they can be tested without a DOM.
 */

/** How long the circle grows, and how long it fades (spec §9). */
export const RIPPLE_DURATION_MS = 750;
/** How long after the press the fade starts (spec §9). */
export const RIPPLE_DELAY_MS = 450;
/** When the ripple's element is removed: the fade's end. */
export const RIPPLE_LIFETIME_MS = RIPPLE_DELAY_MS + RIPPLE_DURATION_MS;

/** The template's ripple colours (the default is a dark shade for light surfaces). */
export const RIPPLE_COLOURS = ['default', 'light', 'red', 'orange', 'purple', 'green', 'teal'] as const;
export type RippleColour = (typeof RIPPLE_COLOURS)[number];

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the circle sits inside its host: its top-left corner and its diameter, in px. */
export interface RippleGeometry {
  x: number;
  y: number;
  size: number;
}

/**
 * The circle for a press at the viewport point (clientX, clientY) on an element whose box is `box`: centred on the
 * point (clamped into the box), large enough to reach the farthest corner. A press without a point (a key) starts
 * in the middle.
 */
export function rippleGeometry(box: Box, point?: { clientX: number; clientY: number }): RippleGeometry {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const cx = point ? clamp(point.clientX - box.left, box.width) : box.width / 2;
  const cy = point ? clamp(point.clientY - box.top, box.height) : box.height / 2;
  const radius = Math.hypot(Math.max(cx, box.width - cx), Math.max(cy, box.height - cy));
  return { x: cx - radius, y: cy - radius, size: radius * 2 };
}

/** What a ripple does at its two moments. */
export interface RippleSteps {
  fade(): void;
  remove(): void;
}

/** The timer functions the schedule uses (the global ones; tests use fake timers). */
interface Clock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const globalClock: Clock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Runs one ripple's timeline: `fade` at 450 ms, `remove` at 1 200 ms. The answer stops it early (the host left
 * the page): it removes the ripple at once, and nothing runs afterwards.
 */
export function scheduleRipple(steps: RippleSteps, clock: Clock = globalClock): () => void {
  let done = false;
  let removeTimer: unknown;
  const finish = () => {
    if (done) return;
    done = true;
    steps.remove();
  };
  const fadeTimer = clock.setTimeout(() => {
    steps.fade();
    removeTimer = clock.setTimeout(finish, RIPPLE_DURATION_MS);
  }, RIPPLE_DELAY_MS);
  return () => {
    clock.clearTimeout(fadeTimer);
    if (removeTimer !== undefined) clock.clearTimeout(removeTimer);
    finish();
  };
}

/** The ripples of one component: each press adds one, and `clear` stops them all (on unmount). */
export class RippleSet {
  private readonly running = new Set<() => void>();

  constructor(private readonly clock: Clock = globalClock) {}

  get size(): number {
    return this.running.size;
  }

  start(steps: RippleSteps): void {
    const stop = scheduleRipple(
      {
        fade: () => steps.fade(),
        remove: () => {
          this.running.delete(stop);
          steps.remove();
        },
      },
      this.clock,
    );
    this.running.add(stop);
  }

  clear(): void {
    for (const stop of [...this.running]) stop();
  }
}
