import antd from 'antd/es/locale/en_US';
import { catalog } from '../retail-catalog/en.ts';
import { menu } from '../menu/en.ts';
import { shell } from '../shell/en.ts';
import { retailDocs } from '../retail-docs/en.ts';

import { mobile as mobileEn } from '../mobile/en.ts';
import { ui } from '../ui/en.ts';
import { button as buttonEn } from '../button/en.ts';
import { system } from '../system/en.ts';

import { reports as reportsEn } from '../reports/en.ts';
import { till as tillEn } from '../till/en.ts';
import { park as parkEn } from '../park/en.ts';
import { shift as shiftEn } from '../shift/en.ts';
import { transfer as transferEn } from '../transfer/en.ts';
import { purchase as purchaseEn } from '../purchase/en.ts';
import { stocktake as stocktakeEn } from '../stocktake/en.ts';
import { backup as backupEn } from '../backup/en.ts';
import { database as databaseEn } from '../database/en.ts';
import { codeGen as codeGenEn } from '../code-gen/en.ts';
import { print as printEn } from '../print/en.ts';
import { printer as printerEn } from '../printer/en.ts';
import { printDesign as printDesignEn } from '../print-design/en.ts';
import { formDesign as formDesignEn } from '../form-design/en.ts';
import { openAccess as openAccessEn } from '../open-access/en.ts';
import { wechat as wechatEn } from '../wechat/en.ts';
import { workflow as workflowEn } from '../workflow/en.ts';
import { approval as approvalEn } from '../approval/en.ts';
import { demo as demoEn } from '../demo/en.ts';
// codegen:i18n-imports
import type { LocaleBundle, Messages } from '../types.ts';

const messages: Messages = {
  common: {
    backHome: 'Back to home',
  },
  app: {
    title: 'Retail Back Office',
    subtitle: 'Goods, stock, sales and members in one place',
  },
  route: {
    login: 'Sign in',
    notFound: 'Page not found',
    noPower: 'No permission',
    error: 'Something went wrong',
  },
  language: {
    label: 'Language',
    'zh-cn': '简体中文',
    en: 'English',
    'zh-tw': '繁體中文',
  },
  login: {
    heading: 'Sign in with your account',
    account: 'Account',
    password: 'Password',
    captcha: 'Verification code',
    accountRequired: 'Account is required',
    passwordRequired: 'Password is required',
    captchaRequired: 'Verification code is required',
    captchaImage: 'Verification code image, click to refresh',
    captchaLoading: 'Loading verification code',
    captchaRefresh: 'Refresh',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    noToken: 'Sign-in failed, please check your account!',
    tabAccount: 'Account',
    tabPhone: 'Phone',
    phone: 'Mobile number',
    smsCode: 'SMS code',
    phoneRequired: 'Mobile number is required',
    phoneInvalid: 'Please enter a valid mobile number!',
    smsCodeRequired: 'SMS code is required',
    getCode: 'Get code',
    resendIn: 'Resend in {{n}} s',
    codeSent: 'The code has been sent',
  },
  notFound: {
    title: 'Wrong address, please enter the address again~',
    message: 'Check that the address is correct, or go back to the home page.',
  },
  noAccess: {
    title: 'You are not authorised to operate~',
    message: 'Ask an administrator to grant you access, or sign in with another account.',
    signInAgain: 'Sign in again',
  },
  routeError: {
    title: 'The page failed to load',
    message: 'The network may be down or the system was just updated. Please reload the page.',
    reload: 'Reload',
  },
  ui,
  catalog,

  mobile: mobileEn,
  shell,
  menu,
  retailDocs,

  button: buttonEn,
  system,

  reports: reportsEn,
  till: tillEn,
  park: parkEn,
  shift: shiftEn,
  transfer: transferEn,
  purchase: purchaseEn,
  stocktake: stocktakeEn,
  backup: backupEn,
  database: databaseEn,
  codeGen: codeGenEn,
  print: printEn,
  printer: printerEn,
  printDesign: printDesignEn,
  formDesign: formDesignEn,
  openAccess: openAccessEn,
  wechat: wechatEn,
  workflow: workflowEn,
  approval: approvalEn,
  demo: demoEn,
  // codegen:i18n
  http: {
    networkError: 'Network connection error, please check your network and try again',
  },
};

const bundle: LocaleBundle = { messages, antd };
export default bundle;
