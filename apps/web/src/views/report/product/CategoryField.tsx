import { useQuery } from '@tanstack/react-query';
import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { goodsCategoryApi, goodsCategoryKeys } from '../../../api/goods-category.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';

/** The product report's category filter (the category and those below it); shown to users who may list them. */
export function CategoryField() {
  const { t } = useTranslation();
  const allowed = usePermissions().has('goodsCategory:list');
  const { data = [] } = useQuery({
    queryKey: goodsCategoryKeys.call('list'),
    queryFn: ({ signal }) => goodsCategoryApi.tree(signal),
    enabled: allowed,
    staleTime: 60_000,
  });
  if (!allowed) return null;
  return (
    <Form.Item name="categoryId" label={t('reports.col.category')}>
      <TreeSelect<number>
        style={{ width: 180 }}
        allowClear
        treeDefaultExpandAll
        treeData={data}
        fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      />
    </Form.Item>
  );
}
