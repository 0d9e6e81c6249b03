/**
 * How big the reliability runs are: `full` (npm run test:reliability) or `small` (the CI stage of npm test,
 * kept under about 90 s on two cores). RELIABILITY_SIZE chooses; CI=true defaults to small.
 */
export type ReliabilitySize = 'small' | 'full';

export function reliabilitySize(): ReliabilitySize {
  const asked = process.env.RELIABILITY_SIZE;
  if (asked === 'small' || asked === 'full') return asked;
  if (asked) throw new Error(`RELIABILITY_SIZE must be small or full, not ${asked}`);
  return process.env.CI === 'true' ? 'small' : 'full';
}

export function bySize<T>(sizes: Record<ReliabilitySize, T>): T {
  return sizes[reliabilitySize()];
}
