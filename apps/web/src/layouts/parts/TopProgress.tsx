import './top-progress.css';

/**
 * The navigation progress bar (spec §4): a thin bar at the top of the window. `loading` creeps towards the
 * end while a screen or the session loads; `done` runs to the end and fades, after each navigation.
 */
export function TopProgress({ state }: { state: 'loading' | 'done' }) {
  return (
    <div
      className={`top-progress top-progress--${state}`}
      role="progressbar"
      aria-hidden
      data-testid="top-progress"
    />
  );
}
