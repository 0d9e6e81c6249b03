import type { PaletteEntry } from '../canvas/drag.ts';
import { ElementIcon } from './ElementIcon.tsx';
import { usePaletteLabel } from './Palette.tsx';

/** What follows the pointer while a palette item is dragged. */
export function PaletteOverlay({ entry }: { entry: PaletteEntry }) {
  const labelOf = usePaletteLabel();
  return (
    <div className="pd-palette-item pd-palette-overlay">
      <ElementIcon type={entry.kind} />
      <span className="pd-palette-label">{labelOf(entry)}</span>
    </div>
  );
}
