import antd from 'antd/es/locale/zh_TW';
import { catalog } from '../retail-catalog/zh-tw.ts';
import { menu } from '../menu/zh-tw.ts';
import { shell } from '../shell/zh-tw.ts';
import { retailDocs } from '../retail-docs/zh-tw.ts';

import { mobile as mobileZhTw } from '../mobile/zh-tw.ts';
import { ui } from '../ui/zh-tw.ts';
import { button as buttonZhTw } from '../button/zh-tw.ts';
import { system } from '../system/zh-tw.ts';

import { reports as reportsZhTw } from '../reports/zh-tw.ts';
import { till as tillZhTw } from '../till/zh-tw.ts';
import { park as parkZhTw } from '../park/zh-tw.ts';
import { shift as shiftZhTw } from '../shift/zh-tw.ts';
import { transfer as transferZhTw } from '../transfer/zh-tw.ts';
import { purchase as purchaseZhTw } from '../purchase/zh-tw.ts';
import { stocktake as stocktakeZhTw } from '../stocktake/zh-tw.ts';
import { backup as backupZhTw } from '../backup/zh-tw.ts';
import { database as databaseZhTw } from '../database/zh-tw.ts';
import { codeGen as codeGenZhTw } from '../code-gen/zh-tw.ts';
import { print as printZhTw } from '../print/zh-tw.ts';
import { printer as printerZhTw } from '../printer/zh-tw.ts';
import { printDesign as printDesignZhTw } from '../print-design/zh-tw.ts';
import { formDesign as formDesignZhTw } from '../form-design/zh-tw.ts';
import { openAccess as openAccessZhTw } from '../open-access/zh-tw.ts';
import { wechat as wechatZhTw } from '../wechat/zh-tw.ts';
import { workflow as workflowZhTw } from '../workflow/zh-tw.ts';
import { approval as approvalZhTw } from '../approval/zh-tw.ts';
import { demo as demoZhTw } from '../demo/zh-tw.ts';
// codegen:i18n-imports
import type { LocaleBundle, Messages } from '../types.ts';

const messages: Messages = {
  common: {
    backHome: '返回首頁',
  },
  app: {
    title: '零售管理後台',
    subtitle: '商品、庫存、銷售與會員，一站式管理',
  },
  route: {
    login: '登入',
    notFound: '找不到此頁面',
    noPower: '沒有權限',
    error: '發生錯誤',
  },
  language: {
    label: '語言',
    'zh-cn': '简体中文',
    en: 'English',
    'zh-tw': '繁體中文',
  },
  login: {
    heading: '帳號登入',
    account: '帳號',
    password: '密碼',
    captcha: '驗證碼',
    accountRequired: '請輸入帳號',
    passwordRequired: '請輸入密碼',
    captchaRequired: '請輸入驗證碼',
    captchaImage: '驗證碼圖片，點擊重新整理',
    captchaLoading: '驗證碼載入中',
    captchaRefresh: '重新整理',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    submit: '登 入',
    noToken: '登入失敗，請檢查帳號！',
    tabAccount: '帳號登入',
    tabPhone: '手機號登入',
    phone: '手機號碼',
    smsCode: '簡訊驗證碼',
    phoneRequired: '請輸入手機號碼',
    phoneInvalid: '請正確輸入手機號碼！',
    smsCodeRequired: '請輸入簡訊驗證碼',
    getCode: '取得驗證碼',
    resendIn: '{{n}} 秒後重新取得',
    codeSent: '驗證碼已傳送',
  },
  notFound: {
    title: '網址輸入錯誤，請重新輸入網址~',
    message: '請檢查網址是否正確，或返回首頁繼續操作。',
  },
  noAccess: {
    title: '您未被授權，沒有操作權限~',
    message: '如需存取，請聯絡管理員分配權限，或使用其他帳號登入。',
    signInAgain: '重新登入',
  },
  routeError: {
    title: '頁面載入失敗',
    message: '可能是網路中斷或系統剛剛更新，請重新載入頁面。',
    reload: '重新載入',
  },
  ui,
  catalog,

  mobile: mobileZhTw,
  shell,
  menu,
  retailDocs,

  button: buttonZhTw,
  system,

  reports: reportsZhTw,
  till: tillZhTw,
  park: parkZhTw,
  shift: shiftZhTw,
  transfer: transferZhTw,
  purchase: purchaseZhTw,
  stocktake: stocktakeZhTw,
  backup: backupZhTw,
  database: databaseZhTw,
  codeGen: codeGenZhTw,
  print: printZhTw,
  printer: printerZhTw,
  printDesign: printDesignZhTw,
  formDesign: formDesignZhTw,
  openAccess: openAccessZhTw,
  wechat: wechatZhTw,
  workflow: workflowZhTw,
  approval: approvalZhTw,
  demo: demoZhTw,
  // codegen:i18n
  http: {
    networkError: '網路連線錯誤，請檢查網路後重試',
  },
};

const bundle: LocaleBundle = { messages, antd };
export default bundle;
