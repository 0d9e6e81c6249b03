import type { FormFileValue, FormOrgOption } from '@retail/contracts/api/system/form';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, TreeSelect, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formApi, formKeys } from '../../../../api/system/form.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';

interface PickerProps<V> {
  value: V | undefined;
  onChange(value: V | null): void;
  multiple: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

type Ids = number | number[];

/** Users of the tenant, searched by account or name on the server (20 at a time); the chosen ones stay named. */
export function UserInput({ value, onChange, multiple, disabled, placeholder, id }: PickerProps<Ids>) {
  const [keyword, setKeyword] = useState('');
  const chosen = useMemo(() => (Array.isArray(value) ? value : value ? [value] : []), [value]);
  const users = useQuery({
    queryKey: formKeys.call('userOptions', keyword, chosen),
    queryFn: ({ signal }) => formApi.userOptions({ keyword: keyword || null, ids: chosen }, signal),
    enabled: !disabled,
    placeholderData: (previous) => previous,
  });
  const options = (users.data ?? []).map((u) => ({
    value: u.id,
    label: u.orgName ? `${u.realName} (${u.account}, ${u.orgName})` : `${u.realName} (${u.account})`,
  }));
  return (
    <Select<Ids>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={(v) => onChange(v ?? null)}
      disabled={disabled}
      loading={users.isFetching}
      placeholder={placeholder}
      options={options}
    />
  );
}

function orgTree(rows: FormOrgOption[]) {
  const ids = new Set(rows.map((r) => r.id));
  type Node = { value: number; title: string; children: Node[] };
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { value: r.id, title: r.name, children: [] }]));
  const roots: Node[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as Node;
    if (ids.has(r.pid)) nodes.get(r.pid)?.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Organisations of the tenant as a tree. */
export function OrgInput({ value, onChange, multiple, disabled, placeholder, id }: PickerProps<Ids>) {
  const orgs = useQuery({
    queryKey: formKeys.call('orgOptions'),
    queryFn: ({ signal }) => formApi.orgOptions(signal),
    enabled: !disabled,
    staleTime: 60_000,
  });
  const tree = useMemo(() => orgTree(orgs.data ?? []), [orgs.data]);
  return (
    <TreeSelect<Ids>
      id={id}
      multiple={multiple}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      value={value}
      onChange={(v) => onChange(v ?? null)}
      disabled={disabled}
      loading={orgs.isFetching}
      placeholder={placeholder}
      treeData={tree}
    />
  );
}

/** Files stored through the form module (the file module checks name, type and size); the value lists them. */
export function UploadInput({ value, onChange, disabled }: Omit<PickerProps<FormFileValue[]>, 'multiple'>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(0);
  const files = value ?? [];
  // several files upload at once: each adds to the list as it stands when it is in
  const latest = useRef(files);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  return (
    <Upload
      disabled={disabled}
      multiple
      fileList={files.map((f) => ({ uid: String(f.id), name: f.name, status: 'done' as const }))}
      onRemove={(file) => {
        const left = files.filter((f) => String(f.id) !== file.uid);
        onChange(left.length > 0 ? left : null);
      }}
      customRequest={async ({ file }) => {
        setBusy((n) => n + 1);
        try {
          const stored = await formApi.upload(file as File);
          latest.current = [...latest.current, stored];
          onChange(latest.current);
        } catch (error) {
          feedback.error(errorText(error));
        } finally {
          setBusy((n) => n - 1);
        }
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy > 0} disabled={disabled}>
        {t('formDesign.render.upload')}
      </Button>
    </Upload>
  );
}
