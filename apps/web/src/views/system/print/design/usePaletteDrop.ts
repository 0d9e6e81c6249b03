import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintBandName, PrintTemplate } from '@retail/contracts/api/system/print-template';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../components/feedback/feedback.ts';
import type { PaletteEntry } from './canvas/drag.ts';
import type { PaletteDrop } from './canvas/useCanvasDrag.ts';
import { chooseImageFile, fittedSize, readImage } from './imageFile.ts';
import { freshId, makeElement, type PaletteItem } from './state/elements.ts';
import { snap } from './state/geometry.ts';
import { addElement, contentBottom } from './state/operations.ts';
import { bandBounds } from './state/paper.ts';
import type { DesignerAction } from './state/reducer.ts';

interface Options {
  docType: PrintDocType;
  template: PrintTemplate;
  dispatch: Dispatch<DesignerAction>;
  /** where a double click adds (the selected band) */
  band: PrintBandName;
}

/** The largest box a new image starts in, mm. */
const IMAGE_BOX = { width: 40, height: 30 };

/**
 * New elements from the palette: dropped on a band where the item was let go (on the grid), or added by a double
 * click below the selected band's elements (the header's when none is selected). An image asks for its file
 * first; nothing is added when none is chosen or the file is refused.
 */
export function usePaletteDrop({ docType, template, dispatch, band: selectedBand }: Options) {
  const { t } = useTranslation();

  const place = (item: PaletteItem, band: PrintBandName, x: number, y: number) =>
    dispatch({
      type: 'change',
      change: (tpl) =>
        addElement(
          tpl,
          band,
          makeElement(
            item,
            { id: freshId(tpl), x: snap(x), y: snap(y) },
            docType,
            t('printDesign.element.textDefault'),
          ),
        ),
      select: (next, previous) => {
        const before = new Set(previous[band].elements.map((e) => e.id));
        return {
          kind: 'band',
          band,
          ids: next[band].elements.filter((e) => !before.has(e.id)).map((e) => e.id),
        };
      },
    });

  const drop = async ({ entry, band, x, y }: PaletteDrop) => {
    if (entry.kind !== 'image') {
      place(entry, band, x, y);
      return;
    }
    const file = await chooseImageFile();
    if (!file) return;
    const image = await readImage(file);
    if (typeof image === 'string') {
      feedback.error(t(`printDesign.image.${image}`));
      return;
    }
    const bounds = bandBounds(template, band);
    const size = fittedSize(
      image,
      Math.min(IMAGE_BOX.width, bounds.width),
      Math.min(IMAGE_BOX.height, bounds.height ?? IMAGE_BOX.height),
    );
    place({ kind: 'image', src: image.src, ...size }, band, x, y);
  };

  const add = (entry: PaletteEntry) => {
    const band = template.labels ? 'header' : selectedBand;
    const y = template.labels ? 0 : contentBottom(template[band]);
    void drop({ entry, band, x: 0, y });
  };

  return { drop: (d: PaletteDrop) => void drop(d), add };
}
