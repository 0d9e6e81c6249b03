import { MenuType } from '@retail/contracts';
import { Col, Form, Input, InputNumber, Radio, Row, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type MenuInput, type MenuNode, menuApi } from '../../../api/system/menu.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { StatusRadio } from '../admin-kit/StatusRadio.tsx';
import { useMenuTitle } from '../../../layouts/parts/useMenuTitle.ts';
import { IconPicker } from './IconPicker.tsx';

/** `menu` null: add below `parentId`; a menu: edit it. */
export interface MenuEditing {
  menu: MenuNode | null;
  parentId: number;
}

const ROUTE_NAME = /^[A-Za-z][\w-]*$/;
/** `area:action`, as the server checks it. */
const PERMISSION_CODE = /^[A-Za-z]\w*(?::\w+)+$/;

interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

/** Directories and screens can hold children; a menu cannot move below itself. */
function parentOptions(
  nodes: readonly MenuNode[],
  title: (key: string) => string,
  exclude?: number,
): ParentOption[] {
  return nodes
    .filter((n) => n.type !== MenuType.Button && n.id !== exclude)
    .map((n) => ({
      value: n.id,
      title: title(n.title),
      children: parentOptions(n.children, title, exclude),
    }));
}

interface MenuFormProps {
  editing: MenuEditing | null;
  tree: readonly MenuNode[];
  onClose(): void;
  onSaved(): void;
}

export function MenuForm({ editing, tree, onClose, onSaved }: MenuFormProps) {
  const { t } = useTranslation();
  const menu = editing?.menu ?? null;
  const menuTitle = useMenuTitle();
  const parents = useMemo(() => parentOptions(tree, menuTitle, menu?.id), [tree, menuTitle, menu]);
  const initialValues = useMemo<Partial<MenuInput> | undefined>(() => {
    if (!editing) return undefined;
    if (!menu) {
      return {
        pid: editing.parentId,
        type: editing.parentId ? MenuType.Menu : MenuType.Directory,
        orderNo: 100,
        status: 1,
        isKeepAlive: true,
        isHide: false,
        isAffix: false,
        isIframe: false,
      };
    }
    const { children: _children, createTime: _c, updateTime: _u, id: _id, ...values } = menu;
    return values;
  }, [editing, menu]);
  const title = t('sysAdmin.menu.title');
  const permission = t('sysAdmin.menu.permission');
  const nameLabel = t('sysAdmin.menu.routeName');
  return (
    <FormModal<MenuInput>
      open={editing !== null}
      width={760}
      title={menu ? t('sysAdmin.menu.editTitle') : t('sysAdmin.menu.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => {
        const input = { ...values, pid: values.pid ?? 0 };
        return menu ? menuApi.update({ ...input, id: menu.id }) : menuApi.add(input);
      }}
    >
      {(form) => (
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="pid" label={t('sysAdmin.menu.parent')}>
              <TreeSelect
                treeData={[{ value: 0, title: t('sysAdmin.menu.topLevel'), children: parents }]}
                showSearch
                treeNodeFilterProp="title"
                treeDefaultExpandedKeys={[0]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="type"
              label={t('sysAdmin.menu.type')}
              rules={[rules.requiredSelect(t('sysAdmin.menu.type'))]}
            >
              <Radio.Group
                options={[
                  { value: MenuType.Directory, label: t('sysAdmin.menu.type1') },
                  { value: MenuType.Menu, label: t('sysAdmin.menu.type2') },
                  { value: MenuType.Button, label: t('sysAdmin.menu.type3') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="title"
              label={title}
              rules={[rules.required(title), rules.max(title, 64)]}
              extra={t('sysAdmin.menu.titleHint')}
            >
              <Input />
            </Form.Item>
          </Col>
          <Form.Item noStyle dependencies={['type', 'isIframe']}>
            {() =>
              form.getFieldValue('type') === MenuType.Button ? (
                <Col span={12}>
                  <Form.Item
                    name="permission"
                    label={permission}
                    rules={[
                      rules.required(permission),
                      rules.valid(permission, (v) => PERMISSION_CODE.test(v)),
                    ]}
                    extra={t('sysAdmin.menu.permissionHint')}
                  >
                    <Input placeholder="sysUser:add" />
                  </Form.Item>
                </Col>
              ) : (
                <>
                  <Col span={12}>
                    <Form.Item
                      name="name"
                      label={nameLabel}
                      rules={[rules.max(nameLabel, 64), rules.valid(nameLabel, (v) => ROUTE_NAME.test(v))]}
                    >
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item
                      name="path"
                      label={t('sysAdmin.menu.path')}
                      rules={[rules.max(t('sysAdmin.menu.path'), 128)]}
                    >
                      <Input placeholder="/system/user" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item
                      name="component"
                      label={t('sysAdmin.menu.component')}
                      rules={[rules.max(t('sysAdmin.menu.component'), 128)]}
                      extra={t('sysAdmin.menu.componentHint')}
                    >
                      <Input placeholder="/system/user/index" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name="icon" label={t('sysAdmin.menu.icon')}>
                      <IconPicker />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item
                      name="redirect"
                      label={t('sysAdmin.menu.redirect')}
                      rules={[rules.max(t('sysAdmin.menu.redirect'), 128)]}
                    >
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item
                      name="outLink"
                      label={t('sysAdmin.menu.outLink')}
                      rules={[rules.max(t('sysAdmin.menu.outLink'), 256)]}
                      extra={t('sysAdmin.menu.outLinkHint')}
                    >
                      <Input placeholder="https://" />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name="isHide" label={t('sysAdmin.menu.isHide')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item
                      name="isKeepAlive"
                      label={t('sysAdmin.menu.isKeepAlive')}
                      valuePropName="checked"
                    >
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name="isAffix" label={t('sysAdmin.menu.isAffix')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name="isIframe" label={t('sysAdmin.menu.isIframe')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                </>
              )
            }
          </Form.Item>
          <Col span={12}>
            <Form.Item name="orderNo" label={t('sysAdmin.common.orderNo')}>
              <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('ui.status')}>
              <StatusRadio />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormModal>
  );
}
