import type { OrgAddBody, OrgNode } from '@retail/contracts/api/system/org';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/system/common.ts';
import { orgApi, orgKeys } from '../../../api/system/org.ts';
import { useDict } from '../../../components/display/useDict.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { orgPickerData } from '../admin-kit/trees.ts';
import { UserPicker } from '../admin-kit/UserPicker.tsx';

interface OrgFormProps {
  open: boolean;
  /** null: add below `parentId`; an org: edit (and possibly move) it */
  org: OrgNode | null;
  parentId: number;
  onClose(): void;
  onSaved(): void;
}

interface OrgValues extends Omit<OrgAddBody, 'pid'> {
  pid?: number | null;
}

export function OrgForm({ open, org, parentId, onClose, onSaved }: OrgFormProps) {
  const { t } = useTranslation();
  const tree = useQuery({
    queryKey: orgKeys.call('tree'),
    queryFn: ({ signal }) => orgApi.tree(signal),
    enabled: open,
  });
  const types = useDict('org_type');
  // an org cannot move below itself: its own branch is left out of the parent picker
  const parents = useMemo(() => orgPickerData(tree.data ?? [], org?.id), [tree.data, org]);
  const initialValues = useMemo<Partial<OrgValues> | undefined>(() => {
    if (!org) return { pid: parentId || null, orderNo: 100, status: 1 };
    return {
      pid: org.pid || null,
      name: org.name,
      code: org.code,
      type: org.type,
      orderNo: org.orderNo,
      status: org.status as StatusValue,
      remark: org.remark,
      directorId: org.directorId,
    };
  }, [parentId, org]);
  return (
    <FormModal<OrgValues>
      open={open}
      title={org ? t('system.org.editTitle') : t('system.org.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={({ pid, ...values }) => {
        const input = { ...values, pid: pid ?? 0 };
        return org ? orgApi.update({ ...input, id: org.id }) : orgApi.add(input);
      }}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="pid" label={t('system.org.parent')} extra={t('system.org.parentHint')}>
            <TreeSelect
              treeData={parents}
              allowClear
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
            />
          </Form.Item>
        </Col>
        <TextField span={12} name="name" label={t('system.org.name')} max={64} required />
        <TextField span={12} name="code" label={t('system.org.code')} max={64} />
        <Col span={12}>
          <Form.Item name="type" label={t('system.org.type')}>
            <Select allowClear options={types.options} loading={types.loading} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="directorId"
            label={t('approval.org.director')}
            extra={t('approval.org.directorHelp')}
          >
            <UserPicker data-testid="org-director" />
          </Form.Item>
        </Col>
        <SortField span={12} />
        <StatusField span={12} />
        <RemarkField span={24} max={128} />
      </Row>
    </FormModal>
  );
}
