import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { reliabilitySize } from './size.ts';

export const FIGURES_DIR = resolve(import.meta.dirname, '../../../../../test-results/reliability');

/** Keeps what a reliability test measured, for scripts/reliability.mjs to write into docs/reliability.md. */
export function recordFigures(name: string, figures: Record<string, unknown>): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    join(FIGURES_DIR, `${name}.json`),
    JSON.stringify({ size: reliabilitySize(), at: new Date().toISOString(), ...figures }, null, 2),
  );
}
