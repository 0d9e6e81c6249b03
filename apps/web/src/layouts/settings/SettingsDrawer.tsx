import { Alert, Button, Divider, Drawer, InputNumber, Segmented, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../components/feedback/feedback.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, switchLanguage } from '../../i18n/index.ts';
import {
  COMPONENT_SIZES,
  type ComponentSize,
  LAYOUTS,
  type LayoutName,
  TAGS_STYLES,
  type TagsStyle,
  type ThemeConfig,
  themeConfigOf,
  useThemeStore,
} from '../../stores/theme.ts';
import './settings.css';

type BoolKey = { [K in keyof ThemeConfig]: ThemeConfig[K] extends boolean ? K : never }[keyof ThemeConfig];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

const SIZE_LABEL = {
  large: 'shell.bar.sizeLarge',
  default: 'shell.bar.sizeDefault',
  small: 'shell.bar.sizeSmall',
} as const;
const TAGS_LABEL = {
  'tags-style-one': 'shell.settings.tagsStyles.one',
  'tags-style-four': 'shell.settings.tagsStyles.four',
  'tags-style-five': 'shell.settings.tagsStyles.five',
} as const;

/** The settings drawer (template-web §1.3, the settings that make sense here), saved under the product prefix. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const theme = useThemeStore();
  const toggle = (key: BoolKey, label: string, disabled = false) => (
    <Row label={label}>
      <Switch
        size="small"
        checked={theme[key]}
        disabled={disabled}
        onChange={(checked) => theme.set({ [key]: checked })}
        data-testid={`setting-${key}`}
      />
    </Row>
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(themeConfigOf(theme)));
      feedback.success(t('shell.settings.copied'));
    } catch {
      feedback.error(t('shell.settings.copyFailed'));
    }
  };
  const reset = async () => {
    theme.reset();
    await switchLanguage(DEFAULT_LANGUAGE);
    feedback.success(t('shell.settings.resetDone'));
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('shell.settings.title')}
      size={300}
      destroyOnHidden
      data-testid="settings-drawer"
    >
      <Divider plain>{t('shell.settings.layoutSwitch')}</Divider>
      <div className="settings-layouts">
        {LAYOUTS.map((layout: LayoutName) => (
          <button
            key={layout}
            type="button"
            className={`settings-layout settings-layout--${layout}${theme.layout === layout ? ' is-active' : ''}`}
            aria-pressed={theme.layout === layout}
            data-testid={`layout-${layout}`}
            onClick={() => theme.set(layout === 'transverse' ? { layout, isCollapse: false } : { layout })}
          >
            <span className="settings-layout__thumb" aria-hidden />
            {t(`shell.settings.layouts.${layout}`)}
          </button>
        ))}
      </div>

      <Divider plain>{t('shell.settings.theme')}</Divider>
      <Row label={t('shell.settings.primary')}>
        {/* A native colour input: antd's ColorPicker would pull its presets and Collapse into the chunks
            the login page shares with the shell (antd's button tokens import the colour-picker module). */}
        <input
          type="color"
          className="settings-color"
          aria-label={t('shell.settings.primary')}
          value={theme.primary.toLowerCase()}
          onChange={(event) => theme.set({ primary: event.target.value.toUpperCase() })}
          data-testid="setting-primary"
        />
      </Row>
      {toggle('isIsDark', t('shell.settings.dark'))}
      <Row label={t('shell.settings.size')}>
        <Select
          size="small"
          style={{ width: 110 }}
          value={theme.globalComponentSize}
          options={COMPONENT_SIZES.map((value) => ({ value, label: t(SIZE_LABEL[value]) }))}
          onChange={(value: ComponentSize) => theme.set({ globalComponentSize: value })}
          data-testid="setting-size"
        />
      </Row>
      <Row label={t('shell.settings.language')}>
        <Select
          size="small"
          style={{ width: 110 }}
          value={i18n.language as Language}
          options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
          onChange={(value: Language) => void switchLanguage(value)}
        />
      </Row>

      <Divider plain>{t('shell.settings.interface')}</Divider>
      {toggle('isCollapse', t('shell.settings.collapse'), theme.layout === 'transverse')}
      {toggle('isUniqueOpened', t('shell.settings.uniqueOpened'), theme.layout === 'transverse')}
      {toggle('isClassicSplitMenu', t('shell.settings.classicSplitMenu'), theme.layout !== 'classic')}
      {toggle('isLockScreen', t('shell.settings.lockScreen'))}
      <Row label={t('shell.settings.lockScreenTime')}>
        <InputNumber
          size="small"
          min={1}
          max={9999}
          precision={0}
          value={theme.lockScreenTime}
          disabled={!theme.isLockScreen}
          onChange={(value) => {
            if (typeof value === 'number' && value >= 1) theme.set({ lockScreenTime: value });
          }}
          data-testid="setting-lockScreenTime"
        />
      </Row>

      <Divider plain>{t('shell.settings.display')}</Divider>
      {toggle('isShowLogo', t('shell.settings.logo'))}
      {toggle(
        'isBreadcrumb',
        t('shell.settings.breadcrumb'),
        theme.layout === 'classic' || theme.layout === 'transverse',
      )}
      {toggle('isBreadcrumbIcon', t('shell.settings.breadcrumbIcon'))}
      {toggle('isTagsview', t('shell.settings.tagsview'))}
      {toggle('isTagsviewIcon', t('shell.settings.tagsviewIcon'))}
      {toggle('isCacheTagsView', t('shell.settings.cacheTagsView'))}
      {toggle('isSortableTagsView', t('shell.settings.sortableTagsView'))}
      {toggle('isFooter', t('shell.settings.footer'))}
      <Row label={t('shell.settings.grayscale')}>
        <Switch
          size="small"
          checked={theme.isGrayscale}
          onChange={(on) => theme.set({ isGrayscale: on, isInvert: on ? false : theme.isInvert })}
        />
      </Row>
      <Row label={t('shell.settings.invert')}>
        <Switch
          size="small"
          checked={theme.isInvert}
          onChange={(on) => theme.set({ isInvert: on, isGrayscale: on ? false : theme.isGrayscale })}
        />
      </Row>

      <Divider plain>{t('shell.settings.other')}</Divider>
      <Row label={t('shell.settings.tagsStyle')}>
        <Segmented
          size="small"
          value={theme.tagsStyle}
          options={TAGS_STYLES.map((value) => ({ value, label: t(TAGS_LABEL[value]) }))}
          onChange={(value) => theme.set({ tagsStyle: value as TagsStyle })}
        />
      </Row>

      <Alert className="settings-hint" type="warning" title={t('shell.settings.hint')} />
      <div className="settings-actions">
        <Button type="primary" block onClick={() => void copy()}>
          {t('shell.settings.copy')}
        </Button>
        <Button block onClick={() => void reset()} data-testid="settings-reset">
          {t('shell.settings.reset')}
        </Button>
      </div>
    </Drawer>
  );
}
