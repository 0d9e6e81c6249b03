import { ui } from '../ui/zh-cn.ts';

/**
 * The zh-cn texts the login and error pages need; they ship in the entry. The texts of the screens behind the
 * sign-in (locales/zh-cn.ts) load with the shell, which keeps the login page's JavaScript small.
 */
export const coreMessages = {
  common: {
    backHome: '返回首页',
  },
  app: {
    title: '零售管理后台',
    subtitle: '商品、库存、销售与会员，一站式管理',
  },
  route: {
    login: '登录',
    notFound: '找不到此页面',
    noPower: '没有权限',
    error: '出错了',
  },
  language: {
    label: '语言',
    'zh-cn': '简体中文',
    en: 'English',
    'zh-tw': '繁體中文',
  },
  login: {
    heading: '账号登录',
    account: '账号',
    password: '密码',
    captcha: '验证码',
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    captchaRequired: '请输入验证码',
    captchaImage: '验证码图片，点击刷新',
    captchaLoading: '验证码加载中',
    captchaRefresh: '刷新',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    submit: '登 录',
    noToken: '登录失败，请检查账号！',
    tabAccount: '账号登录',
    tabPhone: '手机号登录',
    phone: '手机号码',
    smsCode: '短信验证码',
    phoneRequired: '请输入手机号码',
    phoneInvalid: '请正确输入手机号码！',
    smsCodeRequired: '请输入短信验证码',
    getCode: '获取验证码',
    resendIn: '{{n}} 秒后重新获取',
    codeSent: '验证码已发送',
  },
  notFound: {
    title: '地址输入错误，请重新输入地址~',
    message: '请检查地址是否正确，或返回首页继续操作。',
  },
  noAccess: {
    title: '您未被授权，没有操作权限~',
    message: '如需访问，请联系管理员分配权限，或使用其他账号登录。',
    signInAgain: '重新登录',
  },
  routeError: {
    title: '页面加载失败',
    message: '可能是网络中断或系统刚刚更新，请重新加载页面。',
    reload: '重新加载',
  },
  ui,
  http: {
    networkError: '网络连接错误，请检查网络后重试',
  },
};
