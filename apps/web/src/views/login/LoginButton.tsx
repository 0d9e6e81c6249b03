import type { ButtonHTMLAttributes } from 'react';

interface LoginButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  /** Busy: a spinner before the text, clicks ignored. */
  loading?: boolean;
}

/** antd's large button look (login.css) in plain HTML. */
export function LoginButton({
  primary = false,
  loading = false,
  className,
  children,
  ...rest
}: LoginButtonProps) {
  const classes = ['login-button', primary ? 'login-button--primary' : '', className ?? ''];
  return (
    <button
      type="button"
      {...rest}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading}
      data-loading={loading || undefined}
    >
      {loading && <span className="login-button__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
