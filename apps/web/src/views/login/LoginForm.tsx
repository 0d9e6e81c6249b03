import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button } from 'antd';
// Direct files, not the Input barrel: that one also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCaptcha, useLogin, useLoginConfig } from '../../api/auth.ts';
import { type PrerenderedForm, readPrerenderedForm, removePrerendered } from '../../app/prerender.ts';
import { preloadRoute } from '../../app/routes.tsx';
import { feedback } from '../../components/feedback/feedback.ts';
import { LAST_ACCOUNT_KEY, Local, saveTokens } from '../../stores/storage.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { LoginField } from './LoginField.tsx';
import { currentDevice, landingPath } from './landing.ts';
import { afterLoginPath } from './redirect.ts';

/**
 * The sign-in form. It uses antd's Input, Password and Button but not antd's Form: Form with its field
 * store, async validator, grid and tooltip costs about 20 kB gzip, which the login page's 200 kB budget
 * (DESIGN.md §8) cannot spare, and three required fields need none of it. Edit forms elsewhere use
 * antd's Form.
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

  useEffect(() => {
    if (config.error) feedback.error(config.error.message);
  }, [config.error]);

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
        feedback.error(t('login.noToken'));
        return;
      }
      saveTokens(result.accessToken, result.refreshToken);
      Local.set(LAST_ACCOUNT_KEY, values.account.trim());
      navigate(target, { replace: true });
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
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
        <Input
          id={idOf('account')}
          name="account"
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.account')}
          aria-label={t('login.account')}
          aria-invalid={Boolean(errors.account)}
          aria-describedby={`${idOf('account')}_error`}
          autoComplete="username"
          status={errors.account ? 'error' : undefined}
          value={values.account}
          onChange={(event) => setField('account')(event.target.value)}
          data-testid="login-account"
        />
      </LoginField>
      <LoginField id={idOf('password')} error={errorText('password')}>
        <Password
          id={idOf('password')}
          name="password"
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={`${idOf('password')}_error`}
          autoComplete="current-password"
          status={errors.password ? 'error' : undefined}
          value={values.password}
          onChange={(event) => setField('password')(event.target.value)}
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
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={signIn.isPending}
        className="login-form__submit"
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
