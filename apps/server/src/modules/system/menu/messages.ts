import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of the menu module (sysMenu). */
export const menuMessages = defineMessages({
  'menu.permissionRequired': {
    'zh-cn': 'permission：按钮必须填写权限标识（如 sysUser:add）',
    en: 'permission: a button needs a permission code such as sysUser:add',
    'zh-tw': 'permission：按鈕必須填寫權限標識（如 sysUser:add）',
  },
  'menu.pathRequired': {
    'zh-cn': 'path：目录和菜单必须填写路由地址',
    en: 'path: directories and menus need a route path',
    'zh-tw': 'path：目錄和選單必須填寫路由位址',
  },
  'menu.buttonNeedsParent': {
    'zh-cn': 'pid：按钮必须放在目录或菜单下',
    en: 'pid: a button must sit below a directory or a menu',
    'zh-tw': 'pid：按鈕必須放在目錄或選單下',
  },
  'menu.parentMissing': {
    'zh-cn': 'pid：上级菜单不存在',
    en: 'pid: the parent menu does not exist',
    'zh-tw': 'pid：上級選單不存在',
  },
  'menu.parentIsButton': {
    'zh-cn': 'pid：上级不能是按钮',
    en: 'pid: the parent cannot be a button',
    'zh-tw': 'pid：上級不能是按鈕',
  },
  'menu.parentIsSelf': {
    'zh-cn': 'pid：上级不能是自己',
    en: 'pid: a menu cannot be its own parent',
    'zh-tw': 'pid：上級不能是自己',
  },
  'menu.parentIsDescendant': {
    'zh-cn': 'pid：上级不能是自己的下级',
    en: 'pid: the parent cannot be one of the menu’s own descendants',
    'zh-tw': 'pid：上級不能是自己的下級',
  },
  'menu.buttonWithChildren': {
    'zh-cn': 'type：有下级的节点不能改为按钮',
    en: 'type: a node with children cannot become a button',
    'zh-tw': 'type：有下級的節點不能改為按鈕',
  },
  'menu.platformRoot': {
    'zh-cn': '平台管理目录不能删除、移动或改变类型',
    en: 'The platform directory cannot be deleted, moved or change type',
    'zh-tw': '平台管理目錄不能刪除、移動或改變類型',
  },
});
