import {
  AlignLeftOutlined,
  AppstoreOutlined,
  BorderOuterOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  DownSquareOutlined,
  EditOutlined,
  FieldNumberOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  MoneyCollectOutlined,
  PaperClipOutlined,
  ApartmentOutlined,
  CheckCircleOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaletteType } from './state/newNode.ts';

export const PALETTE_ICONS: Record<PaletteType, ComponentType> = {
  text: FontSizeOutlined,
  textarea: AlignLeftOutlined,
  number: FieldNumberOutlined,
  money: MoneyCollectOutlined,
  select: DownSquareOutlined,
  radio: CheckCircleOutlined,
  checkbox: CheckSquareOutlined,
  date: CalendarOutlined,
  dateRange: SwapOutlined,
  switch: EditOutlined,
  upload: PaperClipOutlined,
  user: UserOutlined,
  org: ApartmentOutlined,
  richText: FileTextOutlined,
  grid: AppstoreOutlined,
  group: BorderOuterOutlined,
};

const SECTIONS: Array<{ title: 'fields' | 'choices' | 'others' | 'layout'; types: PaletteType[] }> = [
  { title: 'fields', types: ['text', 'textarea', 'number', 'money', 'date', 'dateRange', 'switch'] },
  { title: 'choices', types: ['select', 'radio', 'checkbox'] },
  { title: 'others', types: ['upload', 'user', 'org', 'richText'] },
  { title: 'layout', types: ['grid', 'group'] },
];

/** The drag id of a new node of a type. */
export const paletteDragId = (type: PaletteType) => `new:${type}`;

function PaletteItem({ type, onAdd }: { type: PaletteType; onAdd(type: PaletteType): void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDragId(type) });
  const Icon = PALETTE_ICONS[type];
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`fd-palette__item${isDragging ? ' is-dragging' : ''}`}
      data-palette={type}
      title={t('formDesign.palette.addHint')}
      onClick={() => onAdd(type)}
      {...attributes}
      {...listeners}
    >
      <Icon />
      <span>{t(`formDesign.type.${type}`)}</span>
    </button>
  );
}

/** Every field and layout type: dragged onto the canvas, or clicked to add after the selection. */
export function Palette({ onAdd }: { onAdd(type: PaletteType): void }) {
  const { t } = useTranslation();
  return (
    <aside className="fd-palette" aria-label={t('formDesign.palette.title')}>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Typography.Text type="secondary" className="fd-palette__title">
            {t(`formDesign.palette.${section.title}`)}
          </Typography.Text>
          <div className="fd-palette__grid">
            {section.types.map((type) => (
              <PaletteItem key={type} type={type} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </aside>
  );
}
