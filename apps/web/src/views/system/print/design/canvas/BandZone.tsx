import { useDroppable } from '@dnd-kit/core';
import type { PrintBandName } from '@retail/contracts/api/system/print-template';
import type { MouseEvent } from 'react';
import { useDesigner } from '../DesignerContext.tsx';
import type { Slot } from '../state/layout.ts';
import type { DropData } from './drag.ts';

interface Props {
  band: PrintBandName;
  slot: Slot;
  width: number;
  selected: boolean;
}

const mm = (value: number) => `${value}mm`;

/** A band's area on the canvas: what palette items and elements are dropped on; a click selects the band. */
export function BandZone({ band, slot, width, selected }: Props) {
  const { dispatch } = useDesigner();
  const data: DropData = { band };
  const { setNodeRef, isOver } = useDroppable({ id: `band:${band}`, data });
  const select = (event: MouseEvent) => {
    event.stopPropagation();
    dispatch({ type: 'select', selection: { kind: 'band', band, ids: [] } });
  };
  const classes = ['pd-band', isOver ? 'pd-band-over' : '', selected ? 'pd-band-selected' : ''];
  return (
    <div
      ref={setNodeRef}
      className={classes.filter(Boolean).join(' ')}
      data-testid={`pd-band-${band}`}
      style={{ top: mm(slot.top), height: mm(slot.height), width: mm(width) }}
      onClick={select}
    />
  );
}
