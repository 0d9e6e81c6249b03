import { type KeyboardEvent, type PointerEvent, useEffect, useMemo } from 'react';
import { RIPPLE_DURATION_MS, type RippleColour, RippleSet, rippleGeometry } from './ripple.ts';
import './ripple.css';

/** The handlers to spread on the element that ripples (`<Button {...ripple}>`, `<div {...ripple}>`). */
export interface RippleHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** The layer holding an element's ripples: one per host, clipped to its shape, removed with its last ripple. */
function layerOf(host: HTMLElement): HTMLElement {
  const found = [...host.children].find((child) => child.classList.contains('ripple-layer'));
  if (found instanceof HTMLElement) return found;
  // the layer is placed against the host: a static host becomes relative (antd's buttons and cards already are)
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  const layer = document.createElement('span');
  layer.className = 'ripple-layer';
  layer.setAttribute('aria-hidden', 'true');
  host.appendChild(layer);
  return layer;
}

/** One ripple on `host`, from the pointer's point or (a key) from the middle, run by `set`. */
function playRipple(
  set: RippleSet,
  host: HTMLElement,
  colour: RippleColour,
  point?: { clientX: number; clientY: number },
): void {
  const layer = layerOf(host);
  const { x, y, size } = rippleGeometry(host.getBoundingClientRect(), point);
  const circle = document.createElement('span');
  circle.className = `ripple ripple--${colour}`;
  circle.dataset.testid = 'ripple';
  Object.assign(circle.style, { left: `${x}px`, top: `${y}px`, width: `${size}px`, height: `${size}px` });
  circle.style.setProperty('--ripple-duration', `${RIPPLE_DURATION_MS}ms`);
  layer.appendChild(circle);
  // the circle starts at scale 0; reading its box commits that style, so the class change below transitions
  circle.getBoundingClientRect();
  circle.classList.add('is-growing');
  set.start({
    fade: () => circle.classList.add('is-fading'),
    remove: () => {
      circle.remove();
      if (layer.childElementCount === 0) layer.remove();
    },
  });
}

/**
 * The spec §9 ripple on any element: press it (pointer, or Enter / Space on a focused one) and a circle of the
 * colour grows from the point for 750 ms, fades from 450 ms and is gone at 1 200 ms. The ripple's elements are added
 * inside the element and removed again; they never take pointer events. A disabled element does not ripple.
 */
export function useRipple(colour: RippleColour = 'default'): RippleHandlers {
  const set = useMemo(() => new RippleSet(), []);
  useEffect(() => () => set.clear(), [set]);
  return useMemo(
    () => ({
      onPointerDown: (event) => {
        const host = event.currentTarget;
        if (event.button !== 0 || host.matches(':disabled, [aria-disabled="true"]')) return;
        playRipple(set, host, colour, event);
      },
      onKeyDown: (event) => {
        if (event.repeat || (event.key !== 'Enter' && event.key !== ' ')) return;
        const host = event.currentTarget;
        if (event.target !== host || host.matches(':disabled, [aria-disabled="true"]')) return;
        playRipple(set, host, colour);
      },
    }),
    [set, colour],
  );
}
