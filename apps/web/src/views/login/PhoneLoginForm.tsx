import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { MOBILE } from '@retail/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPhone, sendSmsCode } from '../../api/auth.ts';
import { saveTokens } from '../../stores/storage.ts';
import { LoginButton } from './LoginButton.tsx';
import { LoginField } from './LoginField.tsx';
import { LoginInput } from './LoginInput.tsx';
import { LoginNotice, type Notice } from './LoginNotice.tsx';
import { afterLoginPath } from './redirect.ts';

const RESEND_SECONDS = 60;
const CODE = /^\d{4,8}$/;

/**
 * Phone + SMS code sign-in (its own chunk, loaded when the tab is chosen): "get code" checks the number,
 * sends the code and counts down 60 s; signing in stores the tokens and returns to the original page.
 */
export default function PhoneLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const showError = (failure: unknown) =>
    setNotice({ kind: 'error', text: failure instanceof Error ? failure.message : String(failure) });

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const phoneError = (): string | undefined => {
    if (!phone.trim()) return t('login.phoneRequired');
    return MOBILE.test(phone.trim()) ? undefined : t('login.phoneInvalid');
  };

  const getCode = async () => {
    const error = phoneError();
    setErrors((current) => ({ ...current, phone: error }));
    if (error) return;
    setSending(true);
    setNotice(null);
    try {
      await sendSmsCode(phone.trim());
      setNotice({ kind: 'success', text: t('login.codeSent') });
      setCountdown(RESEND_SECONDS);
    } catch (failure) {
      showError(failure);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      phone: phoneError(),
      code: !code.trim()
        ? t('login.smsCodeRequired')
        : CODE.test(code.trim())
          ? undefined
          : t('login.smsCodeRequired'),
    };
    setErrors(found);
    if (found.phone || found.code || signingIn) return;
    setSigningIn(true);
    setNotice(null);
    try {
      const result = await loginPhone({ phone: phone.trim(), code: code.trim() });
      if (!result?.accessToken) {
        showError(t('login.noToken'));
        return;
      }
      saveTokens(result.accessToken, result.refreshToken);
      navigate(afterLoginPath(searchParams), { replace: true });
    } catch (failure) {
      showError(failure);
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <form className="login-form" noValidate onSubmit={onSubmit} data-testid="login-phone-form">
      <LoginField id="loginPhone_phone" error={errors.phone}>
        <LoginInput
          id="loginPhone_phone"
          icon={MobileOutlined}
          placeholder={t('login.phone')}
          aria-label={t('login.phone')}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          invalid={Boolean(errors.phone)}
          value={phone}
          onValue={(value) => setPhone(value.replace(/\D/g, ''))}
          data-testid="login-phone"
        />
      </LoginField>
      <LoginField id="loginPhone_code" error={errors.code}>
        <div className="login-captcha">
          <LoginInput
            id="loginPhone_code"
            icon={SafetyOutlined}
            placeholder={t('login.smsCode')}
            aria-label={t('login.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            invalid={Boolean(errors.code)}
            value={code}
            onValue={(value) => setCode(value.replace(/\D/g, ''))}
            data-testid="login-sms-code"
          />
          <LoginButton
            disabled={countdown > 0}
            loading={sending}
            onClick={() => void getCode()}
            data-testid="login-get-code"
          >
            {countdown > 0 ? t('login.resendIn', { n: countdown }) : t('login.getCode')}
          </LoginButton>
        </div>
      </LoginField>
      <LoginNotice notice={notice} />
      <LoginButton
        primary
        type="submit"
        loading={signingIn}
        className="login-form__submit"
        data-testid="login-phone-submit"
      >
        {t('login.submit')}
      </LoginButton>
    </form>
  );
}
