import { crud, dir, type MenuSeed, menu } from './define.ts';

/** The platform area: only the super admin; never granted to tenants. */
export const platformMenus: MenuSeed = dir(1311000000001, 'platform', '/platform', 'ele-Menu', 11000, [
  menu(1311000000020, 'sysTenant', '/platform/tenant', '/system/tenant/index', 'ele-School', 100, [
    ...crud('sysTenant'),
    [5, 'sysTenant:grantMenu', 'grantMenu'],
    [6, 'sysTenant:resetPwd', 'resetPwd'],
    [7, 'sysTenant:setStatus', 'setStatus'],
  ]),
  menu(
    1311000000040,
    'sysMenu',
    '/platform/menu',
    '/system/menu/index',
    'ele-Menu',
    110,
    crud('sysMenu', 'list'),
  ),
  menu(
    1311000000060,
    'sysConfig',
    '/platform/config',
    '/system/config/index',
    'ele-DocumentCopy',
    120,
    crud('sysConfig'),
  ),
  menu(1311000000080, 'sysDict', '/platform/dict', '/system/dict/index', 'ele-Collection', 130, [
    ...crud('sysDictType'),
    [5, 'sysDictType:setStatus', 'setStatus'],
    [6, 'sysDictData:page', 'dataQuery'],
    [7, 'sysDictData:add', 'dataAdd'],
    [8, 'sysDictData:update', 'dataEdit'],
    [9, 'sysDictData:delete', 'dataDelete'],
    [10, 'sysDictData:setStatus', 'dataSetStatus'],
  ]),
  menu(1311000000100, 'sysJob', '/platform/job', '/system/job/index', 'ele-AlarmClock', 140, [
    [1, 'sysJob:pageJobDetail', 'query'],
    [2, 'sysJob:addJobDetail', 'add'],
    [3, 'sysJob:updateJobDetail', 'edit'],
    [4, 'sysJob:deleteJobDetail', 'delete'],
    [5, 'sysJob:runJob', 'run'],
  ]),
  menu(
    1311000000120,
    'sysJobDashboard',
    '/platform/job/dashboard',
    'layout/routerView/iframe',
    'ele-Odometer',
    145,
    [],
    {
      isHide: true,
      isIframe: true,
      outLink: '/schedule',
    },
  ),
  menu(1311000000140, 'sysServer', '/platform/server', '/system/server/index', 'ele-Monitor', 150, [
    [1, 'sysServer:serverBase', 'query'],
  ]),
  menu(1311000000160, 'sysCache', '/platform/cache', '/system/cache/index', 'ele-Loading', 160, [
    [1, 'sysCache:keyList', 'query'],
    [2, 'sysCache:delete', 'delete'],
  ]),
  menu(
    1311000000180,
    'sysRegion',
    '/platform/region',
    '/system/region/index',
    'ele-LocationInformation',
    170,
    [...crud('sysRegion'), [5, 'sysRegion:import', 'import']],
  ),
  menu(1311000000200, 'sysPlugin', '/platform/plugin', '/system/plugin/index', 'ele-Connection', 200, [
    ...crud('sysPlugin'),
    [5, 'sysPlugin:test', 'test'],
  ]),
  menu(
    1311000000220,
    'sysOpenAccess',
    '/platform/openAccess',
    '/system/openAccess/index',
    'ele-Link',
    210,
    crud('sysOpenAccess'),
  ),
  menu(1311000000240, 'sysDatabase', '/platform/database', '/system/database/index', 'ele-Coin', 220, [
    [1, 'sysDatabase:list', 'query'],
  ]),
  menu(1311000000260, 'sysCodeGen', '/platform/codeGen', '/system/codeGen/index', 'ele-Crop', 230, [
    ...crud('sysCodeGen'),
    [5, 'sysCodeGen:generate', 'generate'],
  ]),
  menu(1311000000280, 'sysBackup', '/platform/backup', '/system/backup/index', 'ele-Box', 240, [
    [1, 'sysBackup:page', 'query'],
    [2, 'sysBackup:add', 'backup'],
    [3, 'sysBackup:restore', 'restore'],
  ]),
  menu(1311000000300, 'sysApi', '/platform/api', 'layout/routerView/iframe', 'ele-Help', 250, [], {
    isIframe: true,
    outLink: '/swagger',
  }),
]);
