import type { SettingsOutput } from '@retail/contracts/api/retail/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retailSettingApi, retailSettingKeys } from '../../../api/retail-setting.ts';
import { feedback } from '../../../components/feedback/feedback.ts';

type Limit = SettingsOutput['discountLimits'][number];

/** The maximum line and order discount of each role (empty = no limit); above it a supervisor approves. */
export function DiscountLimitsCard({ limits, canEdit }: { limits: Limit[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // what was typed over the saved limits, per role
  const [edits, setEdits] = useState<Record<number, Partial<Limit>>>({});
  const rows = limits.map((row) => ({ ...row, ...edits[row.roleId] }));
  const change = (roleId: number, patch: Partial<Limit>) =>
    setEdits((current) => ({ ...current, [roleId]: { ...current[roleId], ...patch } }));

  const save = useMutation({
    mutationFn: () =>
      retailSettingApi.update({
        discountLimits: rows.map(({ roleId, maxLineDiscountPct, maxOrderDiscountPct }) => ({
          roleId,
          maxLineDiscountPct,
          maxOrderDiscountPct,
        })),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(retailSettingKeys.call('detail'), saved);
      setEdits({});
      feedback.success(t('ui.saved'));
    },
    onError: (error) => feedback.error(error.message),
  });

  const pctInput = (row: Limit, field: 'maxLineDiscountPct' | 'maxOrderDiscountPct', label: string) => (
    <InputNumber<number>
      min={0}
      max={100}
      precision={0}
      value={row[field]}
      disabled={!canEdit || save.isPending}
      placeholder={t('till.approval.noLimit')}
      aria-label={`${row.roleName} ${label}`}
      data-testid={`limit-${field}-${row.roleId}`}
      onChange={(value) => change(row.roleId, { [field]: value ?? null })}
    />
  );

  return (
    <Card title={t('till.limits.title')} style={{ maxWidth: 760 }} data-testid="discount-limits">
      <Typography.Paragraph type="secondary">{t('till.limits.hint')}</Typography.Paragraph>
      <Table<Limit>
        size="small"
        rowKey="roleId"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('till.limits.role'), dataIndex: 'roleName' },
          {
            title: t('till.limits.maxLine'),
            key: 'line',
            render: (_, row) => pctInput(row, 'maxLineDiscountPct', t('till.limits.maxLine')),
          },
          {
            title: t('till.limits.maxOrder'),
            key: 'order',
            render: (_, row) => pctInput(row, 'maxOrderDiscountPct', t('till.limits.maxOrder')),
          },
        ]}
      />
      {canEdit ? (
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          loading={save.isPending}
          onClick={() => save.mutate()}
          data-testid="limits-save"
        >
          {t('till.limits.save')}
        </Button>
      ) : null}
    </Card>
  );
}
