import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { Form, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormName } from '../../../components/form/formName.ts';
import { usePrintText } from '../../../components/print/usePrintText.ts';
import { newDesignPath } from './designPath.ts';
import { PRINT_DOC_TYPES } from '@retail/contracts/api/system/print-catalogue';

interface Values {
  docType: PrintDocType;
  start: 'builtIn' | 'blank';
}

/** A new template: its document type, and whether it starts from the type's built-in template or blank. */
export function AddTemplateDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const text = usePrintText();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const name = useFormName('print-add');
  const docType = t('printDesign.list.docType');
  const go = (values: Values) => {
    onClose();
    navigate(newDesignPath(values.docType, values.start));
  };
  return (
    <Modal
      open={open}
      title={t('printDesign.list.add')}
      okText={t('printDesign.list.design')}
      cancelText={t('ui.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={{ start: 'builtIn' }}
        onFinish={go}
      >
        <Form.Item
          name="docType"
          label={docType}
          rules={[{ required: true, message: t('ui.requiredSelect', { field: docType }) }]}
        >
          <Select
            data-testid="print-add-doctype"
            options={PRINT_DOC_TYPES.map((value) => ({ value, label: text.docTypeName(value) }))}
          />
        </Form.Item>
        <Form.Item name="start" label={t('printDesign.list.start')}>
          <Radio.Group
            options={[
              { value: 'builtIn', label: t('printDesign.list.starts.builtIn') },
              { value: 'blank', label: t('printDesign.list.starts.blank') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
