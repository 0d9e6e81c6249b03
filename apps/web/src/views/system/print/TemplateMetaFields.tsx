import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/system/common.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import { usePrintText } from '../../../components/print/usePrintText.ts';

/** What a template is besides its layout: asked when it is saved or imported. */
export interface TemplateMeta {
  name: string;
  orderNo: number;
  status: StatusValue;
  remark: string | null;
}

/** The meta a new template starts with. */
export const newMeta = (name: string): Partial<TemplateMeta> => ({ name, orderNo: 100, status: 1 });

/** The remark as sent: trimmed, null when empty. */
export const sentMeta = (meta: TemplateMeta): TemplateMeta => ({
  ...meta,
  remark: meta.remark?.trim() || null,
});

/** The fields of a template's meta in a FormModal, under its document type (which never changes). */
export function TemplateMetaFields({ docType }: { docType: PrintDocType | null }) {
  const { t } = useTranslation();
  const text = usePrintText();
  return (
    <>
      <Form.Item label={t('printDesign.list.docType')}>
        <Input value={docType ? text.docTypeName(docType) : ''} disabled />
      </Form.Item>
      <TextField name="name" label={t('printDesign.list.name')} max={64} required />
      <SortField />
      <StatusField />
      <RemarkField max={128} />
    </>
  );
}
