import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { PrintBandName, PrintElement } from '@retail/contracts/api/system/print-template';
import { Button, Empty, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrintText } from '../../../../../components/print/usePrintText.ts';
import { useDesigner } from '../DesignerContext.tsx';
import { PRINT_BANDS } from '../state/contracts.ts';
import { type LayerMove, reorderElement } from '../state/operations.ts';
import { ElementIcon } from './ElementIcon.tsx';

/** What tells an element from others of its kind: a field's name, a text's words, what a barcode encodes. */
export function useElementDetail() {
  const text = usePrintText();
  const { docType } = useDesigner();
  return (element: PrintElement): string => {
    switch (element.type) {
      case 'field':
        return text.fieldLabel(docType, element.binding);
      case 'text':
        return element.text.slice(0, 20);
      case 'barcode':
        return element.binding ? text.fieldLabel(docType, element.binding) : element.text;
      default:
        return '';
    }
  };
}

/** How an element is called in the layers: its kind and what tells it apart. */
function useElementName() {
  const { t } = useTranslation();
  const detailOf = useElementDetail();
  return (element: PrintElement) =>
    [t(`printDesign.element.${element.type}`), detailOf(element)].filter(Boolean).join(' · ');
}

/**
 * The elements of each band in drawing order, the one on top first (as layers are listed): select, bring forward
 * or send backward.
 */
export function LayersPanel() {
  const { t } = useTranslation();
  const { template, state, dispatch, change } = useDesigner();
  const nameOf = useElementName();
  const selection = state.selection;
  const bands = template.labels ? (['header'] as const) : PRINT_BANDS;
  const move = (band: PrintBandName, id: string, where: LayerMove) =>
    change((t) => reorderElement(t, band, id, where));
  return (
    <div className="pd-layers" data-testid="pd-layers">
      {bands.map((band) => (
        <div key={band} className="pd-layers-band">
          <Typography.Text strong>
            {t(template.labels ? 'printDesign.band.label' : `printDesign.band.${band}`)}
          </Typography.Text>
          {template[band].elements.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('printDesign.layers.empty')} />
          ) : (
            template[band].elements.toReversed().map((element, reversed, all) => {
              const index = all.length - 1 - reversed;
              const selected =
                selection.kind === 'band' && selection.band === band && selection.ids.includes(element.id);
              return (
                <div
                  key={element.id}
                  className={`pd-layer${selected ? ' pd-layer-selected' : ''}`}
                  data-testid={`pd-layer-${element.id}`}
                  onClick={(event) =>
                    dispatch(
                      event.shiftKey
                        ? { type: 'toggle', band, id: element.id }
                        : { type: 'select', selection: { kind: 'band', band, ids: [element.id] } },
                    )
                  }
                >
                  <ElementIcon type={element.type} />
                  <span className="pd-layer-name">{nameOf(element)}</span>
                  <Tooltip title={t('printDesign.layers.forward')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('printDesign.layers.forward')}
                      disabled={index === all.length - 1}
                      onClick={(event) => {
                        event.stopPropagation();
                        move(band, element.id, 'forward');
                      }}
                    />
                  </Tooltip>
                  <Tooltip title={t('printDesign.layers.backward')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('printDesign.layers.backward')}
                      disabled={index === 0}
                      onClick={(event) => {
                        event.stopPropagation();
                        move(band, element.id, 'backward');
                      }}
                    />
                  </Tooltip>
                </div>
              );
            })
          )}
        </div>
      ))}
    </div>
  );
}
