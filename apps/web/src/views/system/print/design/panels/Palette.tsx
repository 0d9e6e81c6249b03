import { useDraggable } from '@dnd-kit/core';
import { Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintText } from '../../../../../components/print/usePrintText.ts';
import type { PaletteEntry } from '../canvas/drag.ts';
import { useDesigner } from '../DesignerContext.tsx';
import { PRINT_CATALOGUE } from '../state/contracts.ts';
import { ElementIcon } from './ElementIcon.tsx';

const KINDS = ['text', 'barcode', 'image', 'line', 'rect', 'pageNumber'] as const;

/** How a palette entry is named (the designer's drag overlay uses it too). */
export function usePaletteLabel() {
  const { t } = useTranslation();
  const text = usePrintText();
  const { docType } = useDesigner();
  return (entry: PaletteEntry) =>
    entry.kind === 'field' ? text.fieldLabel(docType, entry.binding) : t(`printDesign.element.${entry.kind}`);
}

interface ItemProps {
  entry: PaletteEntry;
  label: string;
  /** a double click adds the item without dragging */
  onAdd(entry: PaletteEntry): void;
}

function PaletteItem({ entry, label, onAdd }: ItemProps) {
  const id = entry.kind === 'field' ? `pal:field:${entry.binding}` : `pal:${entry.kind}`;
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id,
    data: { kind: 'palette', entry },
  });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      className={`pd-palette-item${isDragging ? ' pd-palette-item-dragging' : ''}`}
      data-testid={id}
      onDoubleClick={() => onAdd(entry)}
    >
      <ElementIcon type={entry.kind} />
      <span className="pd-palette-label">{label}</span>
    </div>
  );
}

/** The palette: the element kinds and the fields of the document type, dragged onto a band. */
export function Palette({ onAdd }: { onAdd(entry: PaletteEntry): void }) {
  const { t } = useTranslation();
  const { docType } = useDesigner();
  const labelOf = usePaletteLabel();
  const [filter, setFilter] = useState('');
  const fields = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return Object.keys(PRINT_CATALOGUE[docType].fields)
      .map((binding) => ({ binding, label: labelOf({ kind: 'field', binding }) }))
      .filter(
        ({ binding, label }) =>
          !wanted || label.toLowerCase().includes(wanted) || binding.toLowerCase().includes(wanted),
      );
  }, [docType, filter, labelOf]);
  return (
    <div className="pd-palette" data-testid="pd-palette">
      <Typography.Text strong>{t('printDesign.palette.elements')}</Typography.Text>
      <div className="pd-palette-group">
        {KINDS.map((kind) => (
          <PaletteItem key={kind} entry={{ kind }} label={labelOf({ kind })} onAdd={onAdd} />
        ))}
      </div>
      <Typography.Text strong>{t('printDesign.palette.fields')}</Typography.Text>
      <Input.Search
        size="small"
        allowClear
        placeholder={t('printDesign.palette.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <div className="pd-palette-group">
        {fields.map(({ binding, label }) => (
          <PaletteItem key={binding} entry={{ kind: 'field', binding }} label={label} onAdd={onAdd} />
        ))}
      </div>
      <Typography.Text type="secondary" className="pd-palette-hint">
        {t('printDesign.palette.hint')}
      </Typography.Text>
    </div>
  );
}
