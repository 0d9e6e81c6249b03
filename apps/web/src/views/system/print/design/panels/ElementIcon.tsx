import {
  BarcodeOutlined,
  BorderOutlined,
  FieldStringOutlined,
  FontSizeOutlined,
  LineOutlined,
  NumberOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import type { PrintElementType } from '@retail/contracts/api/system/print-template';

const ICONS = {
  text: FontSizeOutlined,
  field: FieldStringOutlined,
  barcode: BarcodeOutlined,
  image: PictureOutlined,
  line: LineOutlined,
  rect: BorderOutlined,
  pageNumber: NumberOutlined,
} satisfies Record<PrintElementType, unknown>;

/** The icon of an element kind (palette, layers). */
export function ElementIcon({ type }: { type: PrintElementType }) {
  const Icon = ICONS[type];
  return <Icon />;
}
