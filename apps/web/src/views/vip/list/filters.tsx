import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useVipLevels } from './useVipLevels.ts';

/** Search bar of the member list. */
export function VipFilters({
  levels,
  statuses,
}: {
  levels: ReturnType<typeof useVipLevels>;
  statuses: Array<{ value: number; label: string }>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="cardNo" label={t('retailDocs.vip.cardNo')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="name" label={t('retailDocs.vip.name')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="mobile" label={t('retailDocs.vip.mobile')}>
        <Input allowClear maxLength={20} data-testid="vip-filter-mobile" />
      </Form.Item>
      <Form.Item name="level" label={t('retailDocs.vip.level')}>
        <Select allowClear style={{ width: 120 }} options={levels.options} loading={levels.loading} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Select allowClear style={{ width: 110 }} options={statuses} />
      </Form.Item>
    </>
  );
}
