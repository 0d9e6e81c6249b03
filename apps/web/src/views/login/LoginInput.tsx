import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginIcon } from './LoginIcon.tsx';

interface LoginInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type' | 'aria-describedby' | 'aria-invalid'
> {
  /** The input's id; its error text is `<id>_error` (LoginField). */
  id: string;
  icon: IconDefinition;
  value: string;
  onValue(value: string): void;
  invalid?: boolean;
  /** A password: hidden, with a button that shows it. */
  secret?: boolean;
}

/** A large text input with a leading icon, styled like antd's (login.css), in plain HTML. */
export function LoginInput({
  id,
  icon,
  value,
  onValue,
  invalid = false,
  secret = false,
  ...rest
}: LoginInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className={invalid ? 'login-input login-input--error' : 'login-input'}>
      <LoginIcon icon={icon} />
      <input
        {...rest}
        id={id}
        type={secret && !shown ? 'password' : 'text'}
        className="login-input__control"
        aria-invalid={invalid}
        aria-describedby={`${id}_error`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
      {secret && (
        <button
          type="button"
          className="login-input__reveal"
          aria-pressed={shown}
          aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
          onClick={() => setShown((now) => !now)}
        >
          <LoginIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      )}
    </span>
  );
}
