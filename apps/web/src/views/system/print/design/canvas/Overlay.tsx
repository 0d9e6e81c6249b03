import { useDraggable } from '@dnd-kit/core';
import type { PrintBandName, PrintTemplate } from '@retail/contracts/api/system/print-template';
import { useTranslation } from 'react-i18next';
import { HANDLES, type Handle } from '../state/geometry.ts';
import type { CanvasLayout } from '../state/layout.ts';
import type { Selection } from '../state/reducer.ts';
import type { DragData } from './drag.ts';

interface Props {
  template: PrintTemplate;
  layout: CanvasLayout;
  scale: number;
  selection: Selection;
}

const HANDLE_PX = 8;

interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where each handle sits on a frame, as fractions of its width and height. */
const SPOTS: Record<Handle, [number, number]> = {
  nw: [0, 0],
  n: [0.5, 0],
  ne: [1, 0],
  e: [1, 0.5],
  se: [1, 1],
  s: [0.5, 1],
  sw: [0, 1],
  w: [0, 0.5],
};

function ResizeHandle({
  band,
  id,
  handle,
  frame,
}: {
  band: PrintBandName;
  id: string;
  handle: Handle;
  frame: Frame;
}) {
  const data: DragData = { kind: 'resize', band, id, handle };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `rz:${id}:${handle}`, data });
  const [fx, fy] = SPOTS[handle];
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      tabIndex={-1}
      className={`pd-handle pd-handle-${handle}`}
      data-testid={`pd-handle-${handle}`}
      style={{
        left: frame.left + frame.width * fx - HANDLE_PX / 2,
        top: frame.top + frame.height * fy - HANDLE_PX / 2,
        width: HANDLE_PX,
        height: HANDLE_PX,
      }}
    />
  );
}

function BandHandle({
  band,
  left,
  top,
  width,
}: {
  band: PrintBandName;
  left: number;
  top: number;
  width: number;
}) {
  const { t } = useTranslation();
  const data: DragData = { kind: 'bandHeight', band };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `bh:${band}`, data });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      tabIndex={-1}
      className="pd-band-handle"
      data-testid={`pd-band-handle-${band}`}
      title={t('printDesign.canvas.bandHeightHandle')}
      style={{ left, top: top - 3, width }}
    />
  );
}

/**
 * What the canvas draws over the paper at screen size, whatever the zoom: the frames of the selected elements,
 * the resize handles of a lone selected element, the band names and the band height handles.
 */
export function Overlay({ template, layout, scale, selection }: Props) {
  const { t } = useTranslation();
  const px = (mm: number) => mm * scale;
  const left = px(layout.originX);
  const width = px(layout.contentWidth);
  const frames =
    selection.kind === 'band'
      ? template[selection.band].elements
          .filter((e) => selection.ids.includes(e.id))
          .map((e) => {
            const slot = layout.bands[selection.band];
            return {
              element: e,
              frame: {
                left: px(layout.originX + e.x),
                top: px(layout.originY + (slot?.top ?? 0) + e.y),
                width: px(e.w),
                height: px(e.h),
              },
            };
          })
      : [];
  const sized = !template.labels;
  const slots = (['header', 'summary', 'footer'] as const).flatMap((band) => {
    const slot = layout.bands[band];
    return slot ? [{ band, slot }] : [];
  });
  return (
    <div className="pd-overlay">
      {/* the band handles first: a resize handle on a band's bottom edge lies on top of them */}
      {slots.map(({ band, slot }) => (
        <div key={band}>
          <div
            className="pd-band-name"
            style={{ left: px(layout.paperWidth) + 8, top: px(layout.originY + slot.top) }}
          >
            {t(`printDesign.band.${band}`)}
            <span className="pd-band-size">{`${template[band].heightMm} mm`}</span>
          </div>
          {sized ? (
            <BandHandle
              band={band}
              left={left}
              width={width}
              top={px(layout.originY + slot.top + slot.height)}
            />
          ) : null}
        </div>
      ))}
      {frames.map(({ element, frame }) => (
        <div key={element.id} className="pd-frame" style={frame} />
      ))}
      {selection.kind === 'band' && frames.length === 1
        ? HANDLES.map((handle) => (
            <ResizeHandle
              key={handle}
              band={selection.band}
              id={frames[0]!.element.id}
              handle={handle}
              frame={frames[0]!.frame}
            />
          ))
        : null}
      {layout.detail ? (
        <div
          className="pd-band-name"
          style={{ left: px(layout.paperWidth) + 8, top: px(layout.originY + layout.detail.top) }}
        >
          {t('printDesign.band.detail')}
        </div>
      ) : null}
    </div>
  );
}
