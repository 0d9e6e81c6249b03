import type { PrintOutput } from '@retail/contracts/api/system/print';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePrintText } from '../../../components/print/usePrintText.ts';

/** The columns that name a template: its name, its document type and whether it is the type's default. */
export function useTemplateColumns(): ColumnsType<PrintOutput> {
  const { t } = useTranslation();
  const text = usePrintText();
  return [
    { title: t('printDesign.list.name'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: t('printDesign.list.docType'),
      dataIndex: 'docType',
      key: 'docType',
      sorter: true,
      render: (docType: PrintOutput['docType']) => text.docTypeName(docType),
    },
    {
      title: t('printDesign.list.default'),
      dataIndex: 'isDefault',
      render: (isDefault: boolean) =>
        isDefault ? <Tag color="blue">{t('printDesign.list.isDefault')}</Tag> : null,
    },
  ];
}
