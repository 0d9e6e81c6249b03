import { Button, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { DEMO_SUPPLIERS } from './suppliers.ts';

interface Props {
  value?: string;
  onChange?: (code: string) => void;
  /** the row's number, for the dialog's title and the test ids */
  row: number;
}

/** The table's dialog column: shows the chosen supplier and picks one in a dialog. */
export function SupplierPicker({ value, onChange, row }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | undefined>(value);
  const language = currentLanguage();
  const chosen = DEMO_SUPPLIERS.find((s) => s.code === value);
  return (
    <>
      <Button
        onClick={() => {
          setPicked(value);
          setOpen(true);
        }}
        data-testid={`table-rules-supplier-${row}`}
      >
        {chosen ? chosen.name[language] : t('demo.tableRules.pickSupplier')}
      </Button>
      <Modal
        open={open}
        title={t('demo.tableRules.supplierDialog', { row })}
        okButtonProps={{ disabled: picked === undefined }}
        onOk={() => {
          if (picked !== undefined) onChange?.(picked);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Radio.Group value={picked} onChange={(event) => setPicked(event.target.value as string)}>
          <Space orientation="vertical">
            {DEMO_SUPPLIERS.map((supplier) => (
              <Radio key={supplier.code} value={supplier.code}>
                {supplier.code} {supplier.name[language]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Modal>
    </>
  );
}
