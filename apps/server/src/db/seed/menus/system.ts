import { crud, dir, type MenuSeed, menu } from './define.ts';

/** The staff screen of designed forms (issue 21): fill one in, read and export the submissions of one's scope. */
export const FORM_FILL_MENU_ID = 1300000000151;

/** Home, system administration (tenant-grantable) and logs. */
export const homeMenus: MenuSeed = dir(1300000000101, 'dashboard', '/dashboard', 'ele-HomeFilled', 0, [
  menu(1300000000111, 'home', '/dashboard/home', '/home/index', 'ele-HomeFilled', 100, [], { isAffix: true }),
  menu(1300000000121, 'notice', '/dashboard/notice', '/home/notice/index', 'ele-Bell', 101),
  menu(FORM_FILL_MENU_ID, 'formFill', '/dashboard/form', '/system/formDes/fill/index', 'ele-EditPen', 102, [
    [1, 'sysFormDes:submit', 'formSubmit'],
    [2, 'sysFormDes:dataPage', 'formData'],
    [3, 'sysFormDes:dataExport', 'export'],
  ]),
  // everyone's approvals (issue 21): its calls are login-only, each user sees only its own
  menu(1300000000131, 'approval', '/dashboard/approval', '/system/approval/index', 'ele-Stamp', 102),
]);

export const systemMenus: MenuSeed = dir(1310000000101, 'system', '/system', 'ele-Setting', 10000, [
  menu(1310000000111, 'sysUser', '/system/user', '/system/user/index', 'ele-User', 100, [
    ...crud('sysUser'),
    [5, 'sysUser:detail', 'detail'],
    [6, 'sysUser:grantRole', 'grantRole'],
    [7, 'sysUser:resetPwd', 'resetPwd'],
    [8, 'sysUser:setStatus', 'setStatus'],
    [9, 'sysOnlineUser:forceOffline', 'forceOffline'],
    [10, 'sysUser:unlockLogin', 'unlockLogin'],
    [11, 'sysUser:export', 'export'],
  ]),
  menu(1310000000131, 'sysRole', '/system/role', '/system/role/index', 'ele-Help', 110, [
    ...crud('sysRole'),
    [5, 'sysRole:grantMenu', 'grantMenu'],
    [6, 'sysRole:grantDataScope', 'grantDataScope'],
    [7, 'sysRole:setStatus', 'setStatus'],
  ]),
  menu(
    1310000000141,
    'sysOrg',
    '/system/org',
    '/system/org/index',
    'ele-OfficeBuilding',
    120,
    crud('sysOrg', 'list'),
  ),
  menu(1310000000151, 'sysPos', '/system/pos', '/system/pos/index', 'ele-Mug', 130, crud('sysPos', 'list')),
  menu(
    1310000000161,
    'sysUserCenter',
    '/system/userCenter',
    '/system/user/component/userCenter',
    'ele-Medal',
    140,
    [
      [1, 'sysFile:uploadAvatar', 'uploadAvatar'],
      [2, 'sysFile:uploadSignature', 'uploadSignature'],
    ],
  ),
  menu(1310000000171, 'sysNotice', '/system/notice', '/system/notice/index', 'ele-Bell', 150, [
    ...crud('sysNotice'),
    [5, 'sysNotice:public', 'publish'],
    [6, 'sysNotice:cancel', 'withdraw'],
  ]),
  menu(
    1310000000181,
    'sysOnlineUser',
    '/system/onlineUser',
    '/system/onlineUser/index',
    'ele-Connection',
    160,
    [[1, 'sysOnlineUser:page', 'query']],
  ),
  menu(1310000000191, 'sysFile', '/system/file', '/system/file/index', 'ele-Document', 170, [
    [1, 'sysFile:page', 'query'],
    [2, 'sysFile:uploadFile', 'upload'],
    [3, 'sysFile:downloadFile', 'download'],
    [4, 'sysFile:delete', 'delete'],
    [5, 'sysFile:update', 'edit'],
  ]),
  menu(
    1310000000201,
    'sysPrint',
    '/system/print',
    '/system/print/index',
    'ele-Printer',
    180,
    crud('sysPrint'),
  ),
  menu(
    1310000000211,
    'weChatUser',
    '/system/weChatUser',
    '/system/weChatUser/index',
    'ele-ChatDotRound',
    190,
    [...crud('sysWechatUser'), [5, 'sysWechatUser:bind', 'bind'], [6, 'sysWechatUser:export', 'export']],
  ),
  // the example plugin's page (plugins/example-hello): seen only by tenants that enabled the plugin
  menu(
    1310000000221,
    'exampleHello',
    '/system/exampleHello',
    '/system/exampleHello/index',
    'ele-Sunny',
    200,
    [[1, 'exampleHello:greeting', 'query']],
  ),
]);

export const logMenus: MenuSeed = dir(1310000000501, 'log', '/log', 'ele-DocumentCopy', 12000, [
  menu(1310000000511, 'sysLogVis', '/log/vislog', '/system/log/vislog/index', 'ele-Document', 100, [
    [1, 'sysLogVis:page', 'query'],
    [2, 'sysLogVis:clear', 'clear'],
    [3, 'sysLogVis:export', 'export'],
  ]),
  menu(1310000000521, 'sysLogOp', '/log/oplog', '/system/log/oplog/index', 'ele-Document', 110, [
    [1, 'sysLogOp:page', 'query'],
    [2, 'sysLogOp:clear', 'clear'],
    [3, 'sysLogOp:export', 'export'],
  ]),
  menu(1310000000531, 'sysLogEx', '/log/exlog', '/system/log/exlog/index', 'ele-Document', 120, [
    [1, 'sysLogEx:page', 'query'],
    [2, 'sysLogEx:clear', 'clear'],
    [3, 'sysLogEx:export', 'export'],
  ]),
  menu(1310000000541, 'sysLogDiff', '/log/difflog', '/system/log/difflog/index', 'ele-Document', 130, [
    [1, 'sysLogDiff:page', 'query'],
    [2, 'sysLogDiff:clear', 'clear'],
    [3, 'sysLogDiff:export', 'export'],
  ]),
]);
