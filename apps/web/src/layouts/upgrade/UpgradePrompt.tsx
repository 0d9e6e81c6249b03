import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../../stores/theme.ts';
import { entryOf, isNewBuild } from './buildVersion.ts';

const CHECK_EVERY_MS = 60_000;

/** The entry chunk this page runs (the boot script adds it as a module script). */
function runningEntry(): string | null {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')];
  for (const script of scripts) {
    const entry = entryOf(new URL(script.src, window.location.href).pathname);
    if (entry) return entry;
  }
  return null;
}

/**
 * The upgrade prompt (spec §8): every minute the served index.html is compared with the running build;
 * when a new build is deployed the user is told, and updating restores the default configuration.
 */
export function UpgradePrompt() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    const running = runningEntry();
    if (!running) return;
    const check = async () => {
      try {
        const response = await fetch(`/?_t=${Date.now()}`, { cache: 'no-store' });
        if (response.ok && isNewBuild(running, await response.text())) setAvailable(true);
      } catch {
        // Offline for a moment: check again later.
      }
    };
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);

  const update = () => {
    setUpdating(true);
    useThemeStore.getState().reset();
    window.location.reload();
  };

  return (
    <Modal
      open={available && !dismissed}
      title={t('shell.upgrade.title')}
      width={300}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="later" onClick={() => setDismissed(true)}>
          {t('shell.upgrade.later')}
        </Button>,
        <Button key="now" type="primary" loading={updating} onClick={update}>
          {updating ? t('shell.upgrade.updating') : t('shell.upgrade.now')}
        </Button>,
      ]}
    >
      {t('shell.upgrade.message', { title: t('app.title') })}
    </Modal>
  );
}
