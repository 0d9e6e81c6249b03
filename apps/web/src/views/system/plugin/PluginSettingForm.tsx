import type { PluginDetailOutput } from '@retail/contracts/api/system/plugin';
import { Alert, Button, Divider, Form, Input, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pluginApi } from '../../../api/system/plugin.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { runAction } from '../../../components/actions/runAction.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { PARAMS, ParamsFields } from '../job/ParamsFields.tsx';
import { type EnumValue, formToParams, paramFields, paramsToForm } from '../job/paramsSchema.ts';

/** A text of the screen in the current language, if it has one (a schema's titles hold one language only). */
const known = (i18n: I18n, lng: string, key: string) =>
  i18n.exists(key, { lng }) ? String(i18n.t(key as never, { lng })) : undefined;

interface ConfigValues {
  [PARAMS]?: Record<string, unknown>;
}

/**
 * The config form generated from the plugin's JSON Schema (secrets as password inputs showing the mask), and the
 * setting's actions: set up, save, enable/disable, test, and forget.
 */
export function PluginSettingForm({
  detail,
  onChanged,
}: {
  detail: PluginDetailOutput;
  onChanged(): Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState('');
  const [testLine, setTestLine] = useState<{ ok: boolean; text: string } | null>(null);
  const fields = useMemo(
    () =>
      paramFields(detail.configSchema).map((field) => {
        const label = known(i18n, language, `system.plugin.fields.${detail.pluginId}.${field.name}`);
        return label === undefined ? field : { ...field, label, help: undefined };
      }),
    [detail.configSchema, detail.pluginId, i18n, language],
  );
  const optionLabel = (value: EnumValue) =>
    known(i18n, language, `system.plugin.fieldValues.${String(value)}`) ?? String(value);
  const initialValues = useMemo(
    () => ({ [PARAMS]: paramsToForm(fields, detail.config ?? undefined) }),
    [fields, detail.config],
  );
  const { id } = detail;
  const setUp = id !== null;

  const save = async (values: ConfigValues) => {
    const config = formToParams(fields, values[PARAMS]);
    setBusy(true);
    await runAction(
      () =>
        setUp
          ? pluginApi.update({ id, config })
          : pluginApi.add({
              pluginId: detail.pluginId,
              ...(detail.scope === 'tenant' ? { tenantId: detail.tenantId } : {}),
              config,
            }),
      t('system.plugin.saved'),
      () => void onChanged(),
    );
    setBusy(false);
  };

  const test = async () => {
    if (id === null) return;
    setBusy(true);
    try {
      setTestLine({ ok: true, text: await pluginApi.test({ id, target: target || null }) });
    } catch (error) {
      setTestLine({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Divider titlePlacement="start">{t('system.plugin.config')}</Divider>
      {setUp && detail.secretKeys.length > 0 ? (
        <Typography.Paragraph type="secondary">{t('system.plugin.secretHint')}</Typography.Paragraph>
      ) : null}
      <Form<ConfigValues>
        // a new form (the stored values, secrets masked again) after every save
        key={`${detail.pluginId}:${detail.tenantId}:${id ?? 'new'}:${detail.updateTime ?? ''}`}
        layout="vertical"
        initialValues={initialValues}
        onFinish={save}
      >
        <ParamsFields
          fields={fields}
          secretKeys={detail.secretKeys}
          optionLabel={optionLabel}
          emptyText={t('system.plugin.configNone')}
        />
        <Space wrap>
          {setUp ? (
            <Permitted code="sysPlugin:update">
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('system.plugin.save')}
              </Button>
            </Permitted>
          ) : (
            <Permitted code="sysPlugin:add">
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('system.plugin.setUp')}
              </Button>
            </Permitted>
          )}
          {setUp ? (
            <Permitted code="sysPlugin:update">
              <Switch
                checked={detail.status === 1}
                checkedChildren={t('system.plugin.enabled')}
                unCheckedChildren={t('system.plugin.disabled')}
                aria-label={t('system.plugin.enable')}
                onChange={(on) =>
                  void runAction(
                    () => pluginApi.update({ id, status: on ? 1 : 2 }),
                    t('system.common.statusChanged'),
                    () => void onChanged(),
                  )
                }
              />
            </Permitted>
          ) : null}
          {setUp ? (
            <Permitted code="sysPlugin:delete">
              <ConfirmButton
                danger
                question={t('system.plugin.forgetQuestion', { name: detail.name })}
                doneText={t('system.plugin.forgotten')}
                onConfirm={async () => {
                  await pluginApi.delete(id);
                  await onChanged();
                }}
              >
                {t('system.plugin.forget')}
              </ConfirmButton>
            </Permitted>
          ) : null}
        </Space>
      </Form>
      {setUp && detail.hasTest ? (
        <Permitted code="sysPlugin:test">
          <Divider titlePlacement="start">{t('system.plugin.test')}</Divider>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('system.plugin.testTarget')}
              placeholder={t('system.plugin.testTargetHint')}
              value={target}
              maxLength={128}
              onChange={(e) => setTarget(e.target.value)}
            />
            <Button onClick={() => void test()} loading={busy}>
              {t('system.plugin.test')}
            </Button>
          </Space.Compact>
          {testLine ? (
            <Alert
              type={testLine.ok ? 'success' : 'error'}
              title={testLine.text}
              style={{ marginTop: 12 }}
              showIcon
            />
          ) : null}
        </Permitted>
      ) : null}
    </>
  );
}
