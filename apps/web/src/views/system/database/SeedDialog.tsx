import type { GeneratedTextOutput } from '@retail/contracts/api/system/database';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { databaseApi } from '../../../api/system/database.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';

interface SeedValues {
  limit: number;
  /** ids separated by commas or spaces */
  ids?: string;
}

const idsOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,，]+/)
    .filter(Boolean)
    .map(Number);

const validIds = (text: string) => idsOf(text).every((id) => Number.isSafeInteger(id) && id > 0);

interface SeedDialogProps {
  table: string | null;
  onClose(): void;
  onGenerated(text: GeneratedTextOutput): void;
}

/** How many rows (or which ids) a seed module of the table takes. */
export function SeedDialog({ table, onClose, onGenerated }: SeedDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal<SeedValues>
      open={table !== null}
      title={`${t('database.seedData')}: ${table ?? ''}`}
      width={520}
      initialValues={{ limit: 100 }}
      doneText={t('database.generated')}
      onClose={onClose}
      onSubmit={async ({ limit, ids }) => {
        const chosen = idsOf(ids);
        onGenerated(
          await databaseApi.seedData({
            tableName: table ?? '',
            limit,
            ...(chosen.length > 0 ? { ids: chosen } : {}),
          }),
        );
      }}
    >
      <Form.Item name="limit" label={t('database.limit')} rules={[rules.requiredSelect(t('database.limit'))]}>
        <InputNumber min={1} max={500} precision={0} />
      </Form.Item>
      <Form.Item
        name="ids"
        label={t('database.ids')}
        extra={t('database.idsHint')}
        rules={[rules.valid(t('database.ids'), validIds)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
