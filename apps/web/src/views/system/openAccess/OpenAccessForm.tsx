import type { OpenAccessOutput, OpenAccessSecretOutput } from '@retail/contracts/api/system/open-access';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccessApi } from '../../../api/system/open-access.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { DateField } from '../../../components/form/value-fields.tsx';
import { invalidIpLine, ipLines } from './ip-lines.ts';
import { ScopeTree } from './ScopeTree.tsx';
import { UserPicker } from './UserPicker.tsx';

interface FormValues {
  bindUserId: number;
  scopes: string[];
  allowedIps: string;
  expireTime: string | null;
  remark: string | null;
}

interface OpenAccessFormProps {
  open: boolean;
  /** null: add; a row: edit */
  row: OpenAccessOutput | null;
  onClose(): void;
  onSaved(): void;
  /** the new key's secret, to show once */
  onAdded(secret: OpenAccessSecretOutput): void;
}

/** Add or edit an API key: the user it acts as (fixed once added), scopes, allowed addresses, expiry. */
export function OpenAccessForm({ open, row, onClose, onSaved, onAdded }: OpenAccessFormProps) {
  const { t } = useTranslation();
  const bindUser = t('openAccess.bindUser');
  const scopes = t('openAccess.scopes');
  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      row
        ? {
            bindUserId: row.bindUserId,
            scopes: row.scopes,
            allowedIps: row.allowedIps.join('\n'),
            expireTime: row.expireTime,
            remark: row.remark,
          }
        : { scopes: [], allowedIps: '' },
    [row],
  );
  const save = async (values: FormValues) => {
    const common = {
      scopes: values.scopes,
      allowedIps: ipLines(values.allowedIps ?? ''),
      expireTime: values.expireTime ?? null,
      remark: values.remark ?? null,
    };
    if (row) return openAccessApi.update({ id: row.id, ...common });
    onAdded(await openAccessApi.add({ bindUserId: values.bindUserId, ...common }));
  };
  return (
    <FormModal<FormValues>
      open={open}
      title={row ? t('openAccess.edit') : t('openAccess.add')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={760}
    >
      {(form) => (
        <>
          <Form.Item name="bindUserId" label={bindUser} rules={[rules.requiredSelect(bindUser)]}>
            <UserPicker
              disabled={row !== null}
              currentLabel={
                row ? `${row.bindUserAccount ?? row.bindUserId} (${row.bindUserName ?? ''})` : undefined
              }
              onChange={() => form.setFieldValue('scopes', [])}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['bindUserId']}>
            {() => (
              <Form.Item
                name="scopes"
                label={scopes}
                extra={t('openAccess.scopesHint')}
                rules={[rules.requiredSelect(scopes)]}
              >
                <ScopeTree bindUserId={form.getFieldValue('bindUserId') as number | undefined} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item
            name="allowedIps"
            label={t('openAccess.allowedIps')}
            extra={t('openAccess.allowedIpsHint')}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const line = invalidIpLine(value ?? '');
                  if (line > 0) throw new Error(t('openAccess.ipInvalid', { line }));
                },
              },
            ]}
          >
            <Input.TextArea
              rows={3}
              placeholder="203.0.113.7&#10;10.1.0.0/16"
            />
          </Form.Item>
          <DateField name="expireTime" label={t('openAccess.expireTime')} withTime />
          <Form.Item
            name="remark"
            label={t('openAccess.remark')}
            rules={[rules.max(t('openAccess.remark'), 256)]}
          >
            <Input />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
