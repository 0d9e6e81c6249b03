import { Button, Card, Col, Row, Space, Table, Tree, Typography } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { DEMO_CATEGORIES, type DemoCategory, flatCategories, goodsUnder } from '../categories.ts';
import '../pages.css';

interface Node {
  key: string;
  title: string;
  code: string;
  goods: number;
  children?: Node[];
}

function nodesOf(categories: readonly DemoCategory[], language: ReturnType<typeof currentLanguage>): Node[] {
  return categories.map((c) => ({
    key: c.code,
    title: c.name[language],
    code: c.code,
    goods: goodsUnder(c),
    ...(c.children ? { children: nodesOf(c.children, language) } : {}),
  }));
}

const ALL_KEYS = flatCategories().map((c) => c.code);
const LEAF_GOODS = new Map(
  flatCategories()
    .filter((c) => !c.children)
    .map((c) => [c.code, c.goods]),
);

/**
 * Tree to table: the category tree with check boxes beside the same tree as a table. Checking a parent checks its
 * children, in either view; the table's selection and the tree's checks are one state.
 */
export default function TreeScreen() {
  const { t } = useTranslation();
  const nodes = nodesOf(DEMO_CATEGORIES, currentLanguage());
  const [checked, setChecked] = useState<Key[]>([]);
  const [expanded, setExpanded] = useState<Key[]>(ALL_KEYS);
  const goods = checked.reduce<number>((sum, key) => sum + (LEAF_GOODS.get(String(key)) ?? 0), 0);

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={9}>
        <Card
          size="small"
          className="demo-tree__panel"
          title={t('menu.demoTree')}
          extra={
            <Space size={4}>
              <Button size="small" onClick={() => setExpanded(ALL_KEYS)}>
                {t('demo.tree.expandAll')}
              </Button>
              <Button size="small" onClick={() => setExpanded([])}>
                {t('demo.tree.collapseAll')}
              </Button>
            </Space>
          }
        >
          <Tree
            checkable
            treeData={nodes}
            checkedKeys={checked}
            expandedKeys={expanded}
            onExpand={setExpanded}
            onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
            data-testid="demo-tree"
          />
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card
          size="small"
          className="demo-tree__panel"
          title={t('demo.tree.tableTitle')}
          extra={
            <Space size={4}>
              <Button size="small" onClick={() => setChecked(ALL_KEYS)} data-testid="demo-tree-check-all">
                {t('demo.tree.checkAll')}
              </Button>
              <Button size="small" onClick={() => setChecked([])} data-testid="demo-tree-clear">
                {t('demo.tree.clear')}
              </Button>
            </Space>
          }
        >
          <Typography.Paragraph data-testid="demo-tree-summary">
            {t('demo.tree.summary', { count: checked.length, goods })}
          </Typography.Paragraph>
          <Table<Node>
            size="small"
            pagination={false}
            dataSource={nodes}
            expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
            rowSelection={{
              checkStrictly: false,
              selectedRowKeys: checked,
              onChange: (keys) => setChecked(keys),
            }}
            columns={[
              { title: t('demo.tree.columns.name'), dataIndex: 'title' },
              { title: t('demo.tree.columns.code'), dataIndex: 'code', width: 110 },
              {
                title: t('demo.tree.columns.goods'),
                dataIndex: 'goods',
                width: 110,
                align: 'right',
              },
            ]}
            data-testid="demo-tree-table"
          />
        </Card>
      </Col>
    </Row>
  );
}
