import { catalog } from '../retail-catalog/zh-cn.ts';
import { menu } from '../menu/zh-cn.ts';
import { shell } from '../shell/zh-cn.ts';
import { retailDocs } from '../retail-docs/zh-cn.ts';
import { mobile as mobileZhCn } from '../mobile/zh-cn.ts';
import { button as buttonZhCn } from '../button/zh-cn.ts';
import { system } from '../system/zh-cn.ts';
import { reports as reportsZhCn } from '../reports/zh-cn.ts';
import { till as tillZhCn } from '../till/zh-cn.ts';
import { park as parkZhCn } from '../park/zh-cn.ts';
import { shift as shiftZhCn } from '../shift/zh-cn.ts';
import { transfer as transferZhCn } from '../transfer/zh-cn.ts';
import { purchase as purchaseZhCn } from '../purchase/zh-cn.ts';
import { stocktake as stocktakeZhCn } from '../stocktake/zh-cn.ts';
import { backup as backupZhCn } from '../backup/zh-cn.ts';
import { database as databaseZhCn } from '../database/zh-cn.ts';
import { codeGen as codeGenZhCn } from '../code-gen/zh-cn.ts';
import { print as printZhCn } from '../print/zh-cn.ts';
import { printer as printerZhCn } from '../printer/zh-cn.ts';
import { printDesign as printDesignZhCn } from '../print-design/zh-cn.ts';
import { formDesign as formDesignZhCn } from '../form-design/zh-cn.ts';
import { openAccess as openAccessZhCn } from '../open-access/zh-cn.ts';
import { wechat as wechatZhCn } from '../wechat/zh-cn.ts';
import { workflow as workflowZhCn } from '../workflow/zh-cn.ts';
import { approval as approvalZhCn } from '../approval/zh-cn.ts';
import { demo as demoZhCn } from '../demo/zh-cn.ts';
// codegen:i18n-imports
import type { LocaleBundle } from '../types.ts';
import antd from 'antd/es/locale/zh_CN';
import { coreMessages } from './zh-cn-core.ts';

/** zh-cn is the default and fallback language, and the shape every other message set must match. */
export const messages = {
  ...coreMessages,
  catalog,
  mobile: mobileZhCn,
  shell,
  menu,
  retailDocs,
  button: buttonZhCn,
  system,
  reports: reportsZhCn,
  till: tillZhCn,
  park: parkZhCn,
  shift: shiftZhCn,
  transfer: transferZhCn,
  purchase: purchaseZhCn,
  stocktake: stocktakeZhCn,
  backup: backupZhCn,
  database: databaseZhCn,
  codeGen: codeGenZhCn,
  print: printZhCn,
  printer: printerZhCn,
  printDesign: printDesignZhCn,
  formDesign: formDesignZhCn,
  openAccess: openAccessZhCn,
  wechat: wechatZhCn,
  workflow: workflowZhCn,
  approval: approvalZhCn,
  demo: demoZhCn,
  // codegen:i18n
};

const bundle: LocaleBundle = { messages, antd };
export default bundle;
