import type { WechatUserOutput } from '@retail/contracts/api/system/wechat-user';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wechatUserApi } from '../../../api/system/wechat-user.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';

interface Props {
  open: boolean;
  row: WechatUserOutput | null;
  onClose(): void;
  onSaved(): void;
}

/** The one field the back office edits on a WeChat user: its remark (the rest is WeChat's). */
export function RemarkModal({ open, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const initialValues = useMemo(() => ({ remark: row?.remark ?? '' }), [row]);
  const remark = t('ui.remark');
  return (
    <FormModal<{ remark: string }>
      open={open}
      title={t('wechat.editRemark')}
      initialValues={initialValues}
      onSubmit={(values) => wechatUserApi.update({ id: (row as WechatUserOutput).id, remark: values.remark })}
      onClose={onClose}
      onSaved={onSaved}
      width={520}
    >
      <Form.Item name="remark" label={remark} rules={[rules.max(remark, 256)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormModal>
  );
}
