import { crud, dir, type MenuSeed, menu } from './define.ts';

/**
 * Design tools (spec §1): workflow, print-template and form designers. Tenant-grantable (not under platform).
 * The print designer edits the templates of the system print screen, whose `sysPrint:*` codes guard the calls,
 * so it has no buttons of its own. Ids 1340000000xxx.
 */
export const developMenus: MenuSeed = dir(1340000000100, 'develop', '/develop', 'ele-Cpu', 13000, [
  menu(
    1340000000120,
    'sysWorkflow',
    '/develop/workflow',
    '/system/workflow/index',
    'ele-Share',
    100,
    crud('sysWorkflow'),
  ),
  menu(
    1340000000140,
    'sysPrintDesign',
    '/develop/printDesign',
    '/system/print/design/index',
    'ele-Printer',
    110,
  ),
  menu(
    1340000000160,
    'sysFormDes',
    '/develop/formDes',
    '/system/formDes/index',
    'ele-Edit',
    120,
    crud('sysFormDes'),
  ),
  // which published workflow a business event runs (issue 21)
  menu(
    1340000000180,
    'sysApprovalBinding',
    '/develop/approvalBinding',
    '/system/approval/binding/index',
    'ele-Connection',
    130,
    crud('sysApprovalBinding'),
  ),
]);
