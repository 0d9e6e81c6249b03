import antd from 'antd/es/locale/en_US';
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
    submit: 'Sign in',
    noToken: 'Sign-in failed, please check your account!',
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
  http: {
    networkError: 'Network connection error, please check your network and try again',
  },
};

const bundle: LocaleBundle = { messages, antd };
export default bundle;
