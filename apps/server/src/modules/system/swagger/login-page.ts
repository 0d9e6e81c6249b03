import type { Language } from '../../../platform/i18n/language.ts';

const texts: Record<
  Language,
  {
    title: string;
    account: string;
    password: string;
    captcha: string;
    newCaptcha: string;
    submit: string;
    failed: string;
  }
> = {
  'zh-cn': {
    title: '接口文档登录',
    account: '账号',
    password: '密码',
    captcha: '验证码',
    newCaptcha: '看不清？点击换一张',
    submit: '登录',
    failed: '账号或密码不正确',
  },
  en: {
    title: 'Sign in to the API docs',
    account: 'Account',
    password: 'Password',
    captcha: 'Captcha',
    newCaptcha: 'Click for a new captcha',
    submit: 'Sign in',
    failed: 'Wrong account or password',
  },
  'zh-tw': {
    title: '介面文件登入',
    account: '帳號',
    password: '密碼',
    captcha: '驗證碼',
    newCaptcha: '看不清？點擊換一張',
    submit: '登入',
    failed: '帳號或密碼不正確',
  },
};

/**
/**
 * The sign-in form's only script: the same text in every language (the failure text is a data attribute), so the
 * Swagger pages' Content-Security-Policy allows it by its hash. The captcha row appears when loginConfig says so;
 * each try uses one up.
 */
export const SWAGGER_LOGIN_SCRIPT = `const $ = (id) => document.getElementById(id);
let captchaOn = false;
async function newCaptcha() {
  const json = await (await fetch('/api/sysAuth/captcha')).json();
  $('cid').value = json.result.id;
  $('captcha-img').src = 'data:image/svg+xml;base64,' + json.result.img;
  $('c').value = '';
}
fetch('/api/sysAuth/loginConfig').then((r) => r.json()).then((json) => {
  captchaOn = json.result.captchaEnabled;
  if (!captchaOn) return;
  $('captcha').hidden = false;
  $('c').required = true;
  return newCaptcha();
});
$('captcha-img').addEventListener('click', newCaptcha);
$('f').addEventListener('submit', async (e) => {
  e.preventDefault();
  const body = new URLSearchParams(new FormData(e.target));
  const res = await fetch('/swagger/submitUrl', { method: 'POST', body });
  const json = await res.json().catch(() => ({}));
  if (json.code === 200) return location.reload();
  $('error').textContent = json.message || e.target.dataset.failed;
  if (captchaOn) newCaptcha();
});
`;

/**
 * The form shown at /swagger before the docs; it posts UserName and Password to /swagger/submitUrl, and CodeId and
 * Code when the sign-in asks for a captcha.
 */
export function swaggerLoginPage(lang: Language): string {
  const t = texts[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f7fa;display:flex;align-items:center;justify-content:center;min-height:100vh;margin:0}
form{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:320px}
h1{font-size:20px;margin:0 0 24px;color:#1f2329}label{display:block;font-size:14px;margin:12px 0 4px;color:#4e5969}
input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #d9d9d9;border-radius:6px;font-size:14px}
button{margin-top:20px;width:100%;padding:9px;border:0;border-radius:6px;background:#41b584;color:#fff;font-size:15px;cursor:pointer}
#error{color:#d4380d;font-size:13px;min-height:18px;margin-top:10px}
#captcha-row{display:flex;gap:8px;align-items:center}#captcha-row input{flex:1}
#captcha-img{width:116px;height:34px;box-sizing:border-box;border:1px solid #d9d9d9;border-radius:6px;cursor:pointer}
</style></head>
<body><form id="f" data-testid="swagger-login" data-failed="${t.failed}">
<h1>${t.title}</h1>
<label for="u">${t.account}</label><input id="u" name="UserName" autocomplete="username" required>
<label for="p">${t.password}</label><input id="p" name="Password" type="password" autocomplete="current-password" required>
<div id="captcha" hidden><label for="c">${t.captcha}</label><div id="captcha-row">
<input id="c" name="Code" autocomplete="off" inputmode="numeric"><input type="hidden" id="cid" name="CodeId">
<img id="captcha-img" alt="${t.captcha}" title="${t.newCaptcha}"></div></div>
<button type="submit">${t.submit}</button><div id="error" role="alert"></div>
</form>
<script>${SWAGGER_LOGIN_SCRIPT}</script></body></html>`;
}
