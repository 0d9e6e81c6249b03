import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../components/feedback/feedback.ts';

/** Browser full screen on and off. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const label = full ? t('shell.bar.exitFullscreen') : t('shell.bar.fullscreen');
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      feedback.warning(t('shell.bar.noFullscreen'));
      return;
    }
    const done = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => feedback.warning(t('shell.bar.noFullscreen')));
  };
  return (
    <button type="button" className="layout-icon-button" aria-label={label} title={label} onClick={toggle}>
      {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </button>
  );
}
