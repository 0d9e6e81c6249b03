import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import type { CaptchaOutput } from '@retail/contracts/api/system/auth';
import { captchaSrc } from '../../api/auth.ts';
import { LoginField } from './LoginField.tsx';

interface CaptchaFieldProps {
  id: string;
  captcha: UseQueryResult<CaptchaOutput>;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}

/** Captcha answer plus its image; when the image cannot be loaded, a "refresh" link takes its place. */
export function CaptchaField({ id, captcha, value, error, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const refresh = () => void captcha.refetch();
  return (
    <LoginField id={id} error={error}>
      <div className="login-captcha">
        <Input
          id={id}
          name="code"
          size="large"
          prefix={<SafetyCertificateOutlined />}
          placeholder={t('login.captcha')}
          aria-label={t('login.captcha')}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}_error`}
          autoComplete="off"
          status={error ? 'error' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="login-captcha"
        />
        {captcha.isError ? (
          <Button type="link" className="login-captcha__refresh" onClick={refresh}>
            {t('login.captchaRefresh')}
          </Button>
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
