import { isEmail, isLandline, isMobile } from '@retail/contracts';
import { isAccount } from '@retail/contracts';
import type { TenantAddBody, TenantCredential, TenantOutput } from '@retail/contracts/api/system/tenant';
import { Col, Form, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantApi } from '../../../api/system/tenant.ts';
import { RemarkField, SortField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';

/** The admin account is asked only when adding. */
type TenantValues = Omit<TenantAddBody, 'adminAccount' | 'menuIdList'> & { adminAccount?: string };

interface TenantFormProps {
  tenant: TenantOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
  /** A new tenant's admin credentials (shown once). */
  onCreated(credential: TenantCredential): void;
}

/** Add a tenant (its root org, admin account and the default menu grant come with it) or edit one. */
export function TenantForm({ tenant, open, onClose, onSaved, onCreated }: TenantFormProps) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<TenantValues>>(
    () =>
      tenant
        ? {
            name: tenant.name,
            phone: tenant.phone,
            email: tenant.email,
            host: tenant.host,
            orderNo: tenant.orderNo,
            remark: tenant.remark,
          }
        : { orderNo: 100 },
    [tenant],
  );
  const name = t('system.tenant.name');
  const admin = t('system.tenant.adminAccount');
  const phone = t('system.tenant.phone');
  const email = t('system.tenant.email');
  return (
    <FormModal<TenantValues>
      open={open}
      title={tenant ? t('system.tenant.editTitle') : t('system.tenant.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={async ({ adminAccount, ...values }) => {
        if (tenant) return tenantApi.update({ ...values, id: tenant.id });
        onCreated(await tenantApi.add({ ...values, adminAccount: adminAccount ?? '' }));
      }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="name"
            label={name}
            rules={[
              rules.required(name),
              { min: 2, message: t('system.tenant.nameShort') },
              rules.max(name, 64),
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          {tenant ? (
            <Form.Item label={admin}>
              <Input value={tenant.adminAccount ?? ''} disabled />
            </Form.Item>
          ) : (
            <Form.Item
              name="adminAccount"
              label={admin}
              rules={[rules.required(admin), rules.valid(admin, isAccount)]}
              extra={t('system.common.accountHint')}
            >
              <Input autoComplete="off" />
            </Form.Item>
          )}
        </Col>
        <Col span={12}>
          <Form.Item
            name="phone"
            label={phone}
            rules={[rules.valid(phone, (v) => isMobile(v) || isLandline(v))]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={email} rules={[rules.valid(email, isEmail)]}>
            <Input />
          </Form.Item>
        </Col>
        <TextField span={12} name="host" label={t('system.tenant.host')} max={128} />
        <SortField span={12} />
        <RemarkField span={24} />
      </Row>
    </FormModal>
  );
}
