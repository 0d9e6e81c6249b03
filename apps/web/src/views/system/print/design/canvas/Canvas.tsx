import type { Ref } from 'react';
import { PRINT_BANDS } from '../state/contracts.ts';
import { useDesigner } from '../DesignerContext.tsx';
import type { CanvasLayout } from '../state/layout.ts';
import { BandZone } from './BandZone.tsx';
import { DetailBlock } from './DetailBlock.tsx';
import { ElementBox } from './ElementBox.tsx';
import { Overlay } from './Overlay.tsx';
import { Ruler } from './Ruler.tsx';

interface Props {
  ref?: Ref<HTMLDivElement>;
  layout: CanvasLayout;
  zoom: number;
  scale: number;
  onDetailHeight(heightMm: number): void;
}

/** the ruler's thickness, the padding round the paper, and the room right of it for the band names */
export const RULER_PX = 20;
export const PAD_PX = 24;
export const GUTTER_PX = 90;
const mm = (value: number) => `${value}mm`;

/**
 * The paper at the chosen zoom with millimetre rulers: the bands (drop zones), the detail table, the elements
 * drawn as they print, and the selection on top. The paper is laid out in mm and scaled as a whole, so what is
 * drawn is what prints.
 */
export function Canvas({ ref, layout, zoom, scale, onDetailHeight }: Props) {
  const { template, state, dispatch } = useDesigner();
  const { selection } = state;
  const paperPx = { width: layout.paperWidth * scale, height: layout.paperHeight * scale };
  const margins = template.labels ? { top: 0, right: 0, bottom: 0, left: 0 } : template.paper.marginMm;
  return (
    <div
      ref={ref}
      className="pd-canvas"
      data-testid="pd-canvas"
      onClick={() => dispatch({ type: 'select', selection: { kind: 'none' } })}
    >
      <div
        className="pd-stage"
        style={{ gridTemplateColumns: `${RULER_PX}px ${paperPx.width + PAD_PX + GUTTER_PX}px` }}
      >
        <div className="pd-ruler-corner" />
        <div className="pd-ruler-top">
          <Ruler
            direction="horizontal"
            lengthMm={layout.paperWidth}
            scale={scale}
            offsetPx={PAD_PX}
            marginStartMm={margins.left}
            marginEndMm={margins.right}
            thicknessPx={RULER_PX}
          />
        </div>
        <div className="pd-ruler-left">
          <Ruler
            direction="vertical"
            lengthMm={layout.paperHeight}
            scale={scale}
            offsetPx={PAD_PX}
            marginStartMm={margins.top}
            marginEndMm={margins.bottom}
            thicknessPx={RULER_PX}
          />
        </div>
        <div className="pd-desk" style={{ padding: PAD_PX }}>
          <div className="pd-paper" data-testid="pd-paper" style={paperPx}>
            <div
              className="print-doc pd-sheet"
              style={{
                width: mm(layout.paperWidth),
                height: mm(layout.paperHeight),
                transform: `scale(${zoom / 100})`,
              }}
            >
              <div
                className="pd-content"
                style={{ left: mm(layout.originX), top: mm(layout.originY), width: mm(layout.contentWidth) }}
              >
                {PRINT_BANDS.map((band) => {
                  const slot = layout.bands[band];
                  return slot ? (
                    <BandZone
                      key={band}
                      band={band}
                      slot={slot}
                      width={layout.contentWidth}
                      selected={
                        selection.kind === 'band' && selection.band === band && selection.ids.length === 0
                      }
                    />
                  ) : null;
                })}
                {template.detail && layout.detail ? (
                  <DetailBlock
                    detail={template.detail}
                    top={layout.detail.top}
                    width={layout.contentWidth}
                    selected={selection.kind === 'detail'}
                    onHeight={onDetailHeight}
                  />
                ) : null}
                {/* one list keyed by id across the bands: an element dragged into another band keeps its node */}
                {PRINT_BANDS.flatMap((band) => {
                  const slot = layout.bands[band];
                  if (!slot) return [];
                  return template[band].elements.map((element) => (
                    <ElementBox
                      key={element.id}
                      band={band}
                      element={element}
                      bandTop={slot.top}
                      selected={
                        selection.kind === 'band' &&
                        selection.band === band &&
                        selection.ids.includes(element.id)
                      }
                    />
                  ));
                })}
              </div>
            </div>
            <Overlay template={template} layout={layout} scale={scale} selection={selection} />
          </div>
        </div>
      </div>
    </div>
  );
}
