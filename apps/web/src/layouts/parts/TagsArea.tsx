import CompressOutlined from '@ant-design/icons/CompressOutlined';
import { useTranslation } from 'react-i18next';
import { useTagsStore } from '../../stores/tags.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { TagsView } from '../tags/TagsView.tsx';

/** The tags bar when enabled, and the button that leaves tag full screen. */
export function TagsArea() {
  const { t } = useTranslation();
  const show = useThemeStore((s) => s.isTagsview);
  const fullscreen = useTagsStore((s) => s.fullscreen);
  const setFullscreen = useTagsStore((s) => s.setFullscreen);
  return (
    <>
      {show && !fullscreen && <TagsView />}
      {fullscreen && (
        <button
          type="button"
          className="layout-fullscreen-close"
          aria-label={t('shell.tags.exitFullscreen')}
          title={t('shell.tags.exitFullscreen')}
          onClick={() => setFullscreen(false)}
        >
          <CompressOutlined />
        </button>
      )}
    </>
  );
}
