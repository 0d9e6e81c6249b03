import type { SettingsOutput } from '@retail/contracts/api/retail/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { retailSettingApi, retailSettingKeys } from '../../../api/retail-setting.ts';
import { stockLocationKeys } from '../../../api/stock-location.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { rules } from '../../../components/form/rules.ts';
import { useFormName } from '../../../components/form/formName.ts';
import { LocationSelect } from '../../stock/shared/LocationSelect.tsx';
import { DiscountLimitsCard } from './DiscountLimitsCard.tsx';

/**
 * Retail settings of the tenant: negative stock allowed or not, the main stock location, receipt header and footer,
 * discount limits.
 */
export default function RetailSettingScreen() {
  const { t } = useTranslation();
  const canEdit = usePermissions().has('retailSetting:update');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SettingsOutput>();
  const formName = useFormName('retailSetting');
  const setting = useQuery({ queryKey: retailSettingKeys.call('detail'), queryFn: retailSettingApi.detail });
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);

  const save = useMutation({
    mutationFn: (values: SettingsOutput) =>
      retailSettingApi.update({
        allowNegativeStock: values.allowNegativeStock,
        receiptHeader: values.receiptHeader?.trim() || null,
        receiptFooter: values.receiptFooter?.trim() || null,
        requireShift: values.requireShift,
        // cleared: automatic (the first store or warehouse, else the head office)
        mainLocationId: values.mainLocationId ?? null,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(retailSettingKeys.call('detail'), saved);
      // the main location is the own location of staff outside any store or warehouse
      void queryClient.invalidateQueries({ queryKey: stockLocationKeys.all });
      feedback.success(t('ui.saved'));
    },
    onError: (error) => feedback.error(error.message),
  });

  const header = t('catalog.setting.receiptHeader');
  const footer = t('catalog.setting.receiptFooter');
  return (
    <Flex vertical gap={16}>
      <Card title={t('catalog.setting.title')} style={{ maxWidth: 760 }}>
        {setting.error ? <Alert type="error" showIcon title={setting.error.message} /> : null}
        {setting.isLoading ? (
          <Skeleton active />
        ) : (
          <Form<SettingsOutput>
            form={form}
            name={formName}
            layout="vertical"
            disabled={!canEdit || save.isPending}
            onFinish={(values) => save.mutate(values)}
          >
            <Form.Item
              name="allowNegativeStock"
              label={t('catalog.setting.allowNegativeStock')}
              extra={t('catalog.setting.allowNegativeStockHint')}
              valuePropName="checked"
            >
              <Switch aria-label={t('catalog.setting.allowNegativeStock')} />
            </Form.Item>
            <Form.Item
              name="requireShift"
              label={t('shift.setting.requireShift')}
              extra={t('shift.setting.requireShiftHint')}
              valuePropName="checked"
            >
              <Switch aria-label={t('shift.setting.requireShift')} data-testid="setting-require-shift" />
            </Form.Item>
            <Form.Item
              name="mainLocationId"
              label={t('catalog.setting.mainLocation')}
              extra={t('catalog.setting.mainLocationHint')}
            >
              <LocationSelect
                purpose="any"
                allowClear
                placeholder={t('catalog.setting.mainLocationAuto')}
                style={{ maxWidth: 320 }}
                data-testid="setting-main-location"
              />
            </Form.Item>
            <Form.Item
              name="receiptHeader"
              label={header}
              extra={t('catalog.setting.receiptHeaderHint')}
              rules={[rules.max(header, 256)]}
            >
              <Input.TextArea rows={3} maxLength={256} showCount />
            </Form.Item>
            <Form.Item
              name="receiptFooter"
              label={footer}
              extra={t('catalog.setting.receiptFooterHint')}
              rules={[rules.max(footer, 256)]}
            >
              <Input.TextArea rows={3} maxLength={256} showCount />
            </Form.Item>
            {canEdit ? (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('catalog.setting.save')}
              </Button>
            ) : null}
          </Form>
        )}
      </Card>
      {setting.data ? <DiscountLimitsCard limits={setting.data.discountLimits} canEdit={canEdit} /> : null}
    </Flex>
  );
}
