import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { isAccount, isIdCard } from '@retail/contracts';
import type { UserAddBody, UserOutput } from '@retail/contracts/api/system/user';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Divider, Form, Input, Row, Select, Space, Spin, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orgApi, orgKeys } from '../../../api/system/org.ts';
import { posApi, posKeys } from '../../../api/system/pos.ts';
import { roleApi, roleKeys } from '../../../api/system/role.ts';
import { userApi, userKeys } from '../../../api/system/user.ts';
import { RemarkField, SortField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { UserPicker } from '../admin-kit/UserPicker.tsx';
import { rules } from '../../../components/form/rules.ts';
import { orgPickerData } from '../admin-kit/trees.ts';
import { AddressField, BirthdayField, NameContactFields, SexField } from './PersonFields.tsx';

interface UserFormProps {
  /** null: add; a row: edit */
  user: UserOutput | null;
  open: boolean;
  /** The org picked in the tree, preset for a new user. */
  defaultOrgId?: number;
  onClose(): void;
  onSaved(): void;
  /** A new user's account and initial password (shown once). */
  onCreated(account: string, password: string): void;
}

/** Add or edit a user: profile, organisation and position, roles, and extra organisations. */
export function UserForm({ user, open, defaultOrgId, onClose, onSaved, onCreated }: UserFormProps) {
  const { t } = useTranslation();
  const orgs = useQuery({
    queryKey: orgKeys.call('tree'),
    queryFn: ({ signal }) => orgApi.tree(signal),
    enabled: open,
  });
  const roles = useQuery({ queryKey: roleKeys.call('list'), queryFn: () => roleApi.list(), enabled: open });
  const positions = useQuery({ queryKey: posKeys.call('list'), queryFn: () => posApi.list(), enabled: open });
  const detail = useQuery({
    queryKey: userKeys.call('detail', user?.id),
    queryFn: () => userApi.detail(user?.id as number),
    enabled: open && user !== null,
    gcTime: 0,
  });
  const orgData = useMemo(() => orgPickerData(orgs.data ?? []), [orgs.data]);
  const posOptions = useMemo(
    () => (positions.data ?? []).map((p) => ({ value: p.id, label: p.name, disabled: p.status !== 1 })),
    [positions.data],
  );
  const roleOptions = useMemo(
    () => (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
    [roles.data],
  );
  const loading = user !== null && detail.isLoading;
  const initialValues = useMemo<Partial<UserAddBody> | undefined>(() => {
    if (!open || loading) return undefined;
    const d = detail.data;
    if (!user || !d) return { sex: 1, orderNo: 100, orgId: defaultOrgId, roleIdList: [], extOrgIdList: [] };
    return {
      account: d.account,
      realName: d.realName,
      nickName: d.nickName,
      phone: d.phone,
      email: d.email,
      sex: d.sex as 1 | 2 | 3,
      birthday: d.birthday,
      address: d.address,
      idCardNum: d.idCardNum,
      orgId: d.orgId || undefined,
      posId: d.posId || undefined,
      jobNum: d.jobNum,
      managerUserId: d.managerUserId,
      orderNo: d.orderNo,
      remark: d.remark,
      roleIdList: d.roleIds,
      extOrgIdList: d.extOrgs.map((e) => ({ orgId: e.orgId, posId: e.posId || 0, jobNum: e.jobNum })),
    };
  }, [open, loading, detail.data, user, defaultOrgId]);

  const label = {
    account: t('system.user.account'),
    org: t('system.user.org'),
    pos: t('system.user.pos'),
  };
  const submit = async (values: UserAddBody) => {
    const input: UserAddBody = {
      ...values,
      // a cleared picker sends 0 ("none"); leaving the key out would keep the old position
      posId: values.posId ?? 0,
      extOrgIdList: (values.extOrgIdList ?? []).map((e) => ({ ...e, posId: e.posId ?? 0 })),
    };
    if (user) return userApi.update({ ...input, id: user.id });
    const created = await userApi.add(input);
    onCreated(values.account, created.password);
  };
  return (
    <FormModal<UserAddBody>
      open={open}
      width={820}
      title={user ? t('system.user.editTitle') : t('system.user.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
    >
      {loading ? (
        <Spin />
      ) : (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="account"
              label={label.account}
              rules={[rules.required(label.account), rules.valid(label.account, isAccount)]}
              extra={t('system.common.accountHint')}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <NameContactFields />
          <SexField />
          <Col span={12}>
            <Form.Item name="orgId" label={label.org} rules={[rules.requiredSelect(label.org)]}>
              <TreeSelect treeData={orgData} showSearch treeNodeFilterProp="title" treeDefaultExpandAll />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="posId" label={label.pos}>
              <Select options={posOptions} allowClear showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="roleIdList" label={t('system.user.roles')}>
              <Select
                mode="multiple"
                options={roleOptions}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </Col>
          <TextField span={12} name="jobNum" label={t('system.user.jobNum')} max={32} />
          <Col span={12}>
            <Form.Item
              name="managerUserId"
              label={t('approval.user.manager')}
              extra={t('approval.user.managerHelp')}
            >
              <UserPicker exclude={user?.id} data-testid="user-manager" />
            </Form.Item>
          </Col>
          <SortField span={12} />
          <BirthdayField />
          <TextField
            span={12}
            name="idCardNum"
            label={t('system.user.idCardNum')}
            max={18}
            check={(v) => isIdCard(v.trim())}
          />
          <AddressField />
          <RemarkField span={24} />
          <Col span={24}>
            <Divider titlePlacement="start">{t('system.user.extOrgs')}</Divider>
            <Form.List name="extOrgIdList">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" style={{ display: 'flex' }} wrap>
                      <Form.Item
                        name={[field.name, 'orgId']}
                        rules={[rules.requiredSelect(label.org)]}
                        style={{ width: 260 }}
                      >
                        <TreeSelect
                          treeData={orgData}
                          placeholder={label.org}
                          treeDefaultExpandAll
                          showSearch
                          treeNodeFilterProp="title"
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'posId']} style={{ width: 200 }}>
                        <Select options={posOptions} placeholder={label.pos} allowClear />
                      </Form.Item>
                      <Form.Item name={[field.name, 'jobNum']} style={{ width: 160 }}>
                        <Input placeholder={t('system.user.jobNum')} />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('ui.delete')}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ posId: undefined })}>
                    {t('system.user.addExtOrg')}
                  </Button>
                </>
              )}
            </Form.List>
          </Col>
        </Row>
      )}
    </FormModal>
  );
}
