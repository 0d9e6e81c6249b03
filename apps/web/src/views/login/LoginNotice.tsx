export interface Notice {
  kind: 'error' | 'success';
  text: string;
}

/**
 * The form's answer from the server (a refused sign-in, a code sent), above the submit button. The login page
 * shows it in place rather than as antd's toast, whose code the page does not load.
 */
export function LoginNotice({ notice }: { notice: Notice | null }) {
  return (
    <div
      className={notice ? `login-notice login-notice--${notice.kind}` : 'login-notice'}
      role={notice?.kind === 'error' ? 'alert' : 'status'}
      data-testid="login-notice"
    >
      {notice?.text}
    </div>
  );
}
