import { useDraggable } from '@dnd-kit/core';
import type { PrintBandName, PrintElement } from '@retail/contracts/api/system/print-template';
import type { MouseEvent } from 'react';
import { ElementView } from '../../../../../components/print/ElementView.tsx';
import { useDesigner } from '../DesignerContext.tsx';
import type { DragData } from './drag.ts';

interface Props {
  band: PrintBandName;
  element: PrintElement;
  /** the band's top on the content area, mm */
  bandTop: number;
  selected: boolean;
}

const mm = (value: number) => `${value}mm`;

/** One element on the canvas, drawn as it prints (with the sample document), dragged to move. */
export function ElementBox({ band, element, bandTop, selected }: Props) {
  const { docType, sample, dispatch } = useDesigner();
  const data: DragData = { kind: 'element', band, id: element.id };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `el:${element.id}`, data });
  const select = (event: MouseEvent) => {
    event.stopPropagation();
    dispatch(
      event.shiftKey
        ? { type: 'toggle', band, id: element.id }
        : { type: 'select', selection: { kind: 'band', band, ids: [element.id] } },
    );
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={-1}
      className={`print-box pd-el${selected ? ' pd-el-selected' : ''}`}
      data-testid={`pd-el-${element.id}`}
      data-band={band}
      data-type={element.type}
      data-box={`${element.x},${element.y},${element.w},${element.h}`}
      style={{
        left: mm(element.x),
        top: mm(bandTop + element.y),
        width: mm(element.w),
        height: mm(element.h),
      }}
      onClick={select}
    >
      <ElementView element={element} docType={docType} data={sample} page={{ index: 0, count: 1 }} />
    </div>
  );
}
