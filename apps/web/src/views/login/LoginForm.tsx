import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCaptcha, useLogin, useLoginConfig } from '../../api/auth.ts';
import { type PrerenderedForm, readPrerenderedForm, removePrerendered } from '../../app/prerender.ts';
import { preloadRoute } from '../../app/routes.tsx';
import { LAST_ACCOUNT_KEY, Local, saveTokens } from '../../stores/storage.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { LoginButton } from './LoginButton.tsx';
import { LoginField } from './LoginField.tsx';
import { LoginInput } from './LoginInput.tsx';
import { LoginNotice, type Notice } from './LoginNotice.tsx';
import { currentDevice, landingPath } from './landing.ts';
import { afterLoginPath } from './redirect.ts';

/**
 * The sign-in form, in plain HTML styled like antd (login.css): antd's components, styles and form engine
 * would double the login page's JavaScript and inline CSS (its budget, DESIGN.md §8), and three required
 * fields need none of it. Edit forms elsewhere use antd's Form.
 */
const FORM_ID = 'login';
const FIELDS = ['account', 'password', 'code'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const REQUIRED = {
  account: 'login.accountRequired',
  password: 'login.passwordRequired',
  code: 'login.captchaRequired',
} as const satisfies Record<FieldName, string>;
type Errors = Partial<Record<FieldName, (typeof REQUIRED)[FieldName]>>;

const idOf = (field: FieldName) => `${FORM_ID}_${field}`;

function validate(values: Values, captchaEnabled: boolean): Errors {
  const errors: Errors = {};
  if (!values.account.trim()) errors.account = REQUIRED.account;
  if (!values.password) errors.password = REQUIRED.password;
  if (captchaEnabled && !values.code.trim()) errors.code = REQUIRED.code;
  return errors;
}

function initialValues(prerendered: PrerenderedForm | null): Values {
  const values: Values = { account: '', password: '', code: '' };
  for (const field of FIELDS) values[field] = prerendered?.values[field] ?? '';
  // The last account that signed in here, unless something was typed on the static page already.
  if (!values.account) values.account = Local.get(LAST_ACCOUNT_KEY) ?? '';
  return values;
}

function focusField(field: string, start: number | null = null, end: number | null = null): void {
  const input = document.getElementById(`${FORM_ID}_${field}`);
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  if (start !== null) input.setSelectionRange(start, end ?? start);
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const config = useLoginConfig();
  const captchaEnabled = config.data?.captchaEnabled === true;
  const captcha = useCaptcha(captchaEnabled);
  const signIn = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const showError = (text: string) => setNotice({ kind: 'error', text });

  // Start from the prerendered static form (see app/prerender.ts), read during the first render.
  const [prerendered] = useState(() => readPrerenderedForm(FORM_ID));
  const [values, setValues] = useState(() => initialValues(prerendered));
  // Errors show from the first submit on, then follow every change.
  const [validated, setValidated] = useState(false);
  const [submitWhenReady, setSubmitWhenReady] = useState(prerendered?.submitted === true);
  const errors = validated ? validate(values, captchaEnabled) : {};
  const errorText = (field: FieldName) => (errors[field] ? t(errors[field]) : undefined);
  const setField = (field: FieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  useLayoutEffect(() => {
    if (!prerendered) return;
    removePrerendered();
    if (prerendered.focus)
      focusField(prerendered.focus.field, prerendered.focus.start, prerendered.focus.end);
  }, [prerendered]);

  // A submit made on the static page runs once the login config says whether a captcha is needed.
  useEffect(() => {
    if (!submitWhenReady || config.isPending) return;
    // a one-shot hand-over: the submit queued before the login config arrived runs once, then clears
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSubmitWhenReady(false);
    formRef.current?.requestSubmit();
  }, [submitWhenReady, config.isPending]);

  const configError = config.error?.message;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValidated(true);
    const found = validate(values, captchaEnabled);
    const invalid = FIELDS.find((field) => found[field]);
    if (invalid) {
      focusField(invalid);
      return;
    }
    if (signIn.isPending) return;
    setNotice(null);
    const target = landingPath(afterLoginPath(searchParams), currentDevice());
    // the screens behind the sign-in load while the server checks the password
    void preloadRoute(target).catch(() => undefined);
    try {
      const result = await signIn.mutateAsync({
        account: values.account.trim(),
        password: values.password,
        codeId: captchaEnabled ? (captcha.data?.id ?? 0) : 0,
        code: captchaEnabled ? values.code.trim() : '',
      });
      if (!result?.accessToken) {
        showError(t('login.noToken'));
        return;
      }
      saveTokens(result.accessToken, result.refreshToken);
      Local.set(LAST_ACCOUNT_KEY, values.account.trim());
      navigate(target, { replace: true });
    } catch (error) {
      showError(error instanceof Error ? error.message : String(error));
      if (captchaEnabled) {
        // A captcha answer is single-use: clear it (without flagging the now empty field) and get a new one.
        setField('code')('');
        setValidated(false);
        void captcha.refetch();
      }
    }
  };

  return (
    <form ref={formRef} className="login-form" noValidate onSubmit={onSubmit} data-testid="login-form">
      <LoginField id={idOf('account')} error={errorText('account')}>
        <LoginInput
          id={idOf('account')}
          name="account"
          icon={UserOutlined}
          placeholder={t('login.account')}
          aria-label={t('login.account')}
          autoComplete="username"
          invalid={Boolean(errors.account)}
          value={values.account}
          onValue={setField('account')}
          data-testid="login-account"
        />
      </LoginField>
      <LoginField id={idOf('password')} error={errorText('password')}>
        <LoginInput
          id={idOf('password')}
          name="password"
          secret
          icon={LockOutlined}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          value={values.password}
          onValue={setField('password')}
          data-testid="login-password"
        />
      </LoginField>
      {captchaEnabled && (
        <CaptchaField
          id={idOf('code')}
          captcha={captcha}
          value={values.code}
          error={errorText('code')}
          onChange={setField('code')}
        />
      )}
      <LoginNotice notice={notice ?? (configError ? { kind: 'error', text: configError } : null)} />
      <LoginButton
        primary
        type="submit"
        loading={signIn.isPending}
        className="login-form__submit"
        data-testid="login-submit"
      >
        {t('login.submit')}
      </LoginButton>
    </form>
  );
}
