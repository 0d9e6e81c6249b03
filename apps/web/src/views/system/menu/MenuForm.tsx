import { isUrlOrPath, MenuType } from '@retail/contracts';
import type { MenuAddBody, MenuOutput } from '@retail/contracts/api/system/menu';
import { Col, Form, Input, Radio, Row, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/system/common.ts';
import { menuApi } from '../../../api/system/menu.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { useMenuTitle } from '../../../layouts/parts/useMenuTitle.ts';
import { IconPicker } from './IconPicker.tsx';
import { menuPickerData } from './menuPicker.ts';

const ROUTE_NAME = /^[A-Za-z][\w-]*$/;
/** The yes/no settings of a directory or screen. */
const SWITCHES = ['isHide', 'isKeepAlive', 'isAffix', 'isIframe'] as const;
/** `area:action`, as the server checks it. */
const PERMISSION_CODE = /^[A-Za-z]\w*(?::\w+)+$/;

interface MenuFormProps {
  open: boolean;
  /** null: add below `parentId`; a menu: edit it */
  menu: MenuOutput | null;
  parentId: number;
  tree: readonly MenuOutput[];
  onClose(): void;
  onSaved(): void;
}

export function MenuForm({ open, menu, parentId, tree, onClose, onSaved }: MenuFormProps) {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  // directories and screens can hold children; a menu cannot move below itself
  const parents = useMemo(
    () => menuPickerData(tree, menuTitle, (n) => n.type !== MenuType.Button && n.id !== menu?.id),
    [tree, menuTitle, menu],
  );
  const initialValues = useMemo<Partial<MenuAddBody> | undefined>(() => {
    if (!menu) {
      return {
        pid: parentId,
        type: parentId ? MenuType.Menu : MenuType.Directory,
        orderNo: 100,
        status: 1,
        isKeepAlive: true,
        isHide: false,
        isAffix: false,
        isIframe: false,
      };
    }
    const { children: _children, createTime: _c, updateTime: _u, id: _id, ...values } = menu;
    // the server types its codes as plain numbers
    return { ...values, type: values.type as MenuAddBody['type'], status: values.status as StatusValue };
  }, [parentId, menu]);
  const permission = t('system.menu.permission');
  return (
    <FormModal<MenuAddBody>
      open={open}
      width={760}
      title={menu ? t('system.menu.editTitle') : t('system.menu.addTitle')}
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
            <Form.Item name="pid" label={t('system.menu.parent')}>
              <TreeSelect
                treeData={[{ value: 0, title: t('system.menu.topLevel'), children: parents }]}
                showSearch
                treeNodeFilterProp="title"
                treeDefaultExpandedKeys={[0]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="type"
              label={t('system.menu.type')}
              rules={[rules.requiredSelect(t('system.menu.type'))]}
            >
              <Radio.Group
                options={[
                  { value: MenuType.Directory, label: t('system.menu.type1') },
                  { value: MenuType.Menu, label: t('system.menu.type2') },
                  { value: MenuType.Button, label: t('system.menu.type3') },
                ]}
              />
            </Form.Item>
          </Col>
          <TextField
            span={12}
            name="title"
            label={t('system.menu.title')}
            max={64}
            required
            extra={t('system.menu.titleHint')}
          />
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
                    extra={t('system.menu.permissionHint')}
                  >
                    <Input placeholder="sysUser:add" />
                  </Form.Item>
                </Col>
              ) : (
                <>
                  <TextField
                    span={12}
                    name="name"
                    label={t('system.menu.routeName')}
                    max={64}
                    check={(v) => ROUTE_NAME.test(v)}
                  />
                  <TextField span={12} name="path" label={t('system.menu.path')} max={128}>
                    <Input placeholder="/system/user" />
                  </TextField>
                  <TextField
                    span={12}
                    name="component"
                    label={t('system.menu.component')}
                    max={128}
                    extra={t('system.menu.componentHint')}
                  >
                    <Input placeholder="/system/user/index" />
                  </TextField>
                  <Col span={12}>
                    <Form.Item name="icon" label={t('system.menu.icon')}>
                      <IconPicker />
                    </Form.Item>
                  </Col>
                  <TextField span={12} name="redirect" label={t('system.menu.redirect')} max={128} />
                  <TextField
                    span={12}
                    name="outLink"
                    label={t('system.menu.outLink')}
                    max={256}
                    check={(v) => isUrlOrPath(v.trim())}
                    extra={t('system.menu.outLinkHint')}
                  >
                    <Input placeholder="https://" />
                  </TextField>
                  {SWITCHES.map((name) => (
                    <Col span={6} key={name}>
                      <Form.Item name={name} label={t(`system.menu.${name}`)} valuePropName="checked">
                        <Switch />
                      </Form.Item>
                    </Col>
                  ))}
                </>
              )
            }
          </Form.Item>
          <SortField span={12} />
          <StatusField span={12} />
          <RemarkField span={24} />
        </Row>
      )}
    </FormModal>
  );
}
