import { PlusOutlined } from '@ant-design/icons';
import type { RegionOutput, RegionPageBody } from '@retail/contracts/api/system/region';
import { Alert, Button, Card, Form, Input, Select, Spin, Tree } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { regionApi, regionKeys } from '../../../api/system/region.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { RegionForm } from './RegionForm.tsx';
import { RegionImport } from './RegionImport.tsx';
import { type RegionNode, useRegionTree } from './useRegionTree.ts';
import './region.css';

const LEVELS = ['1', '2', '3', '4', '5'] as const;

/** A search looks through every level; otherwise the table lists the chosen region's children. */
const searching = (filters: Partial<PageFilters<RegionPageBody>>) =>
  Boolean(filters.name || filters.code || filters.level);

/** Regions: a lazily loaded tree on the left, the chosen region's children (or a search) on the right. */
export default function RegionScreen() {
  const { t } = useTranslation();
  const tree = useRegionTree();
  const reload = useListReload(regionKeys.all);
  const dialog = useDialogRow<RegionOutput>();
  const [parent, setParent] = useState<RegionOutput | null>(null);

  /** After a change under `pid`: the table and that branch of the tree show it (the provinces reload with it). */
  const refresh = (pid: number) => {
    reload();
    if (pid !== 0) void tree.load(pid);
  };
  const levelText = (level: number) =>
    LEVELS.includes(String(level) as (typeof LEVELS)[number])
      ? t(`system.region.levels.${String(level) as (typeof LEVELS)[number]}`)
      : String(level);

  const columns: ColumnsType<RegionOutput> = [
    { title: t('system.region.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('system.region.code'), dataIndex: 'code', key: 'code', sorter: true },
    {
      title: t('system.region.level'),
      dataIndex: 'level',
      key: 'level',
      sorter: true,
      render: levelText,
    },
    { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => (
        <>
          <Permitted code="sysRegion:add">
            <Button type="link" size="small" onClick={() => dialog.add({ pid: row.id })}>
              {t('system.common.addChild')}
            </Button>
          </Permitted>
          <Permitted code="sysRegion:update">
            <Button type="link" size="small" onClick={() => dialog.edit(row)}>
              {t('ui.edit')}
            </Button>
          </Permitted>
          <Permitted code="sysRegion:delete">
            <ConfirmButton
              type="link"
              size="small"
              danger
              question={t('system.region.confirmDelete', { name: row.name })}
              onConfirm={async () => {
                const count = await regionApi.delete(row.id);
                feedback.success(t('system.region.deletedCount', { count }));
                refresh(row.pid);
              }}
            >
              {t('ui.delete')}
            </ConfirmButton>
          </Permitted>
        </>
      ),
    },
  ];

  const editingPid = dialog.row?.pid ?? dialog.preset.pid;
  const editingParentName =
    editingPid && editingPid === parent?.id ? parent.name : editingPid ? String(editingPid) : undefined;

  return (
    <div className="region-screen">
      <Card size="small" className="region-tree" title={t('system.region.name')}>
        {tree.error ? <Alert type="error" title={tree.error} /> : null}
        {tree.loading ? (
          <Spin />
        ) : (
          <Tree<RegionNode>
            treeData={tree.nodes}
            loadData={(node) => tree.load(node.key)}
            selectedKeys={parent ? [parent.id] : []}
            onSelect={(_keys, info) => setParent(info.selected ? info.node.region : null)}
            blockNode
          />
        )}
      </Card>
      <div className="region-list">
        <ListPage<RegionOutput, PageFilters<RegionPageBody>>
          queryKey={regionKeys.call('page', parent?.id ?? 'all')}
          fetchPage={(input, signal) =>
            regionApi.page(searching(input) ? input : { ...input, pid: parent?.id ?? 0 }, signal)
          }
          columns={columns}
          filters={
            <>
              <Form.Item name="name" label={t('system.region.name')}>
                <Input allowClear placeholder={t('system.region.searchByName')} />
              </Form.Item>
              <Form.Item name="code" label={t('system.region.code')}>
                <Input allowClear />
              </Form.Item>
              <Form.Item name="level" label={t('system.region.level')}>
                <Select
                  allowClear
                  style={{ width: 120 }}
                  options={LEVELS.map((l) => ({
                    value: Number(l),
                    label: t(`system.region.levels.${l}`),
                  }))}
                />
              </Form.Item>
            </>
          }
          toolbar={
            <>
              <Permitted code="sysRegion:add">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => dialog.add({ pid: parent?.id ?? 0 })}
                >
                  {parent ? `${t('system.common.addChild')}: ${parent.name}` : t('system.region.addTop')}
                </Button>
              </Permitted>
              <Permitted code="sysRegion:import">
                <RegionImport onImported={() => refresh(0)} />
              </Permitted>
            </>
          }
        />
      </div>
      <RegionForm
        open={dialog.open}
        row={dialog.row ?? dialog.preset}
        parentName={editingParentName}
        onClose={dialog.close}
        onSaved={({ pid }) => refresh(pid)}
      />
    </div>
  );
}
