import { Alert } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { backupApi } from '../../api/system/backup.ts';
import { maintenance } from '../../api/maintenance.ts';

const CHECK_EVERY_MS = 3000;

/**
 * The server's maintenance message (a restore is running) across the top of the main area, from the first
 * refused call until the public restore status says it is over. A restore that succeeds ends every session
 * (the hub sends ForceOffline), so the banner only goes away by itself after one that failed.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const message = useSyncExternalStore(maintenance.subscribe, maintenance.get);

  useEffect(() => {
    if (!message) return;
    const timer = window.setInterval(() => {
      backupApi
        .restoreStatus()
        .then((status) => {
          if (!status.active) maintenance.set(null);
        })
        .catch(() => undefined);
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [message]);

  if (!message) return null;
  return (
    <Alert
      banner
      type="warning"
      title={t('shell.maintenance')}
      description={message}
      data-testid="maintenance-banner"
    />
  );
}
