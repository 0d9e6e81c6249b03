import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Input } from 'antd';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unlockScreen } from '../../api/auth.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { useUserStore } from '../../stores/user.ts';
import './lock-screen.css';

const SWIPE_DISTANCE = 120;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The lock screen: a clock and date; swiping up or pressing Enter reveals the password panel; the
 * account password is checked by the server (`POST /api/sysAuth/unLockScreen`). Auto-lock stays on.
 */
export function LockScreen() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const info = useUserStore((s) => s.info);
  const [panel, setPanel] = useState(false);
  const [offset, setOffset] = useState(0);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = useRef<number | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (panel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter') setPanel(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel]);
  useEffect(() => {
    if (panel) inputRef.current?.focus();
  }, [panel]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientY;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, start.current - event.clientY));
  };
  const onPointerUp = () => {
    if (offset >= SWIPE_DISTANCE) setPanel(true);
    start.current = null;
    setOffset(0);
  };

  const submit = async () => {
    if (!password) {
      setError(t('shell.lock.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await unlockScreen(password);
      useThemeStore.getState().set({ isLocked: false });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const time = now.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', hour12: false });
  const date = now.toLocaleDateString(i18n.language, { month: 'long', day: 'numeric', weekday: 'long' });

  return (
    <div className="lock-screen" role="dialog" aria-modal="true" data-testid="lock-screen">
      {!panel ? (
        <div
          className="lock-screen__clock"
          style={{ transform: `translateY(${-offset}px)`, opacity: 1 - offset / (SWIPE_DISTANCE * 2) }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerLeave={onPointerUp}
        >
          <div className="lock-screen__time">{time}</div>
          <div className="lock-screen__date">{date}</div>
          <button
            type="button"
            className="lock-screen__hint"
            onClick={() => setPanel(true)}
            data-testid="lock-reveal"
          >
            {t('shell.lock.hint')}
          </button>
        </div>
      ) : (
        <form
          className="lock-screen__panel"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Avatar size={80} src={info?.avatar || undefined} icon={<UserOutlined />} />
          <div className="lock-screen__name">{info?.realName || info?.account}</div>
          <div className="lock-screen__input">
            <Input.Password
              ref={(input) => {
                inputRef.current = input?.input ?? null;
              }}
              value={password}
              placeholder={t('shell.lock.password')}
              aria-label={t('shell.lock.password')}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.target.value)}
              status={error ? 'error' : undefined}
              data-testid="lock-password"
            />
            <Button
              type="primary"
              htmlType="submit"
              loading={busy}
              icon={<ArrowRightOutlined />}
              aria-label={t('shell.lock.unlock')}
              data-testid="lock-unlock"
            />
          </div>
          {error && (
            <div className="lock-screen__error" role="alert">
              {error}
            </div>
          )}
        </form>
      )}
    </div>
  );
}
