import { isMobile } from '@retail/contracts';
import type { VipAddBody, VipOutput } from '@retail/contracts/api/retail/vip';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { vipApi } from '../../../api/vip.ts';
import { RemarkField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import type { useVipLevels } from './useVipLevels.ts';

const CARD_NO = /^[A-Za-z0-9_-]{1,20}$/;

interface Props {
  /** The member to edit; null while adding. */
  row: VipOutput | null;
  open: boolean;
  levels: ReturnType<typeof useVipLevels>;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a member; balance and points change only through top-ups and sales. */
export function VipFormModal({ row: editing, open, levels, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<VipAddBody>>(
    () =>
      editing
        ? {
            cardNo: editing.cardNo,
            name: editing.name,
            mobile: editing.mobile,
            level: editing.level,
            sex: editing.sex as VipAddBody['sex'],
            birthday: editing.birthday,
            status: editing.status as VipAddBody['status'],
            remark: editing.remark,
          }
        : { sex: 0, status: 1 },
    [editing],
  );
  const label = {
    cardNo: t('retailDocs.vip.cardNo'),
    name: t('retailDocs.vip.name'),
    mobile: t('retailDocs.vip.mobile'),
    level: t('retailDocs.vip.level'),
    birthday: t('retailDocs.vip.birthday'),
  };
  const submit = async (values: VipAddBody) => {
    const body: VipAddBody = {
      ...values,
      mobile: values.mobile || null,
      level: values.level || null,
      birthday: values.birthday || null,
      remark: values.remark || null,
    };
    if (editing) await vipApi.update({ ...body, id: editing.id });
    else await vipApi.add(body);
  };
  return (
    <FormModal<VipAddBody>
      open={open}
      title={editing ? t('retailDocs.vip.editTitle') : t('retailDocs.vip.addTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="cardNo"
            label={label.cardNo}
            rules={[rules.required(label.cardNo), rules.valid(label.cardNo, (v) => CARD_NO.test(v))]}
            extra={t('retailDocs.vip.cardNoHint')}
          >
            <Input maxLength={20} data-testid="vip-card-no" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="name"
            label={label.name}
            rules={[rules.required(label.name), rules.max(label.name, 64)]}
          >
            <Input maxLength={64} data-testid="vip-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="mobile" label={label.mobile} rules={[rules.valid(label.mobile, isMobile)]}>
            <Input maxLength={11} data-testid="vip-mobile" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="level" label={label.level}>
            <Select allowClear options={levels.options} loading={levels.loading} data-testid="vip-level" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sex" label={t('retailDocs.vip.sex')}>
            <Radio.Group
              options={[
                { value: 0, label: t('retailDocs.vip.sexUnknown') },
                { value: 1, label: t('retailDocs.vip.sexMale') },
                { value: 2, label: t('retailDocs.vip.sexFemale') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="birthday" label={label.birthday}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="status" label={t('ui.status')}>
            <Radio.Group
              options={[
                { value: 1, label: t('ui.enable') },
                { value: 2, label: t('ui.disable') },
              ]}
            />
          </Form.Item>
        </Col>
        <RemarkField span={24} hardMax />
      </Row>
    </FormModal>
  );
}
