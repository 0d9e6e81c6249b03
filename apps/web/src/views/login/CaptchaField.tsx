import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CaptchaOutput } from '@retail/contracts/api/system/auth';
import { captchaSrc } from '../../api/auth.ts';
import { LoginButton } from './LoginButton.tsx';
import { LoginField } from './LoginField.tsx';
import { LoginInput } from './LoginInput.tsx';

interface CaptchaFieldProps {
  id: string;
  captcha: UseQueryResult<CaptchaOutput>;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}

/** Captcha answer plus its image; when the image cannot be loaded, a "refresh" button takes its place. */
export function CaptchaField({ id, captcha, value, error, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const refresh = () => void captcha.refetch();
  return (
    <LoginField id={id} error={error}>
      <div className="login-captcha">
        <LoginInput
          id={id}
          name="code"
          icon={SafetyCertificateOutlined}
          placeholder={t('login.captcha')}
          aria-label={t('login.captcha')}
          autoComplete="off"
          invalid={Boolean(error)}
          value={value}
          onValue={onChange}
          data-testid="login-captcha"
        />
        {captcha.isError ? (
          <LoginButton className="login-captcha__refresh" onClick={refresh}>
            {t('login.captchaRefresh')}
          </LoginButton>
        ) : (
          <button
            type="button"
            className="login-captcha__image"
            title={t('login.captchaImage')}
            aria-label={t('login.captchaImage')}
            aria-busy={captcha.isFetching}
            disabled={captcha.isFetching}
            onClick={refresh}
          >
            {captcha.data && <img src={captchaSrc(captcha.data.img)} alt={t('login.captcha')} />}
          </button>
        )}
      </div>
    </LoginField>
  );
}
