import type { ReactNode } from 'react';

interface LoginFieldProps {
  /** The input's id; the error text gets `<id>_error`. */
  id: string;
  /** Translated error text, if the field is invalid. */
  error?: string | undefined;
  children: ReactNode;
}

/** One row of the login form: the control, and its error text below it without moving the layout. */
export function LoginField({ id, error, children }: LoginFieldProps) {
  return (
    <div className={error ? 'login-field login-field--error' : 'login-field'}>
      {children}
      <div id={`${id}_error`} className="login-field__error" role="alert">
        {error}
      </div>
    </div>
  );
}
