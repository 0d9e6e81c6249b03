import { Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  RIPPLE_COLOURS,
  RIPPLE_DELAY_MS,
  RIPPLE_DURATION_MS,
  RIPPLE_LIFETIME_MS,
} from '../../../components/ripple/ripple.ts';
import { RippleButton } from '../../../components/ripple/RippleButton.tsx';
import { useRipple } from '../../../components/ripple/useRipple.ts';
import '../pages.css';

/**
 * Waves: the spec §9 ripple in each colour, on plain and filled buttons and on a surface that is not a button
 * (useRipple works on any element).
 */
export default function WavesScreen() {
  const { t } = useTranslation();
  const surface = useRipple('teal');
  return (
    <Card title={t('menu.demoWaves')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        className="demo-waves__row"
        data-testid="waves-constants"
      >
        <Descriptions.Item label={t('demo.waves.duration')}>{RIPPLE_DURATION_MS} ms</Descriptions.Item>
        <Descriptions.Item label={t('demo.waves.delay')}>{RIPPLE_DELAY_MS} ms</Descriptions.Item>
        <Descriptions.Item label={t('demo.waves.lifetime')}>{RIPPLE_LIFETIME_MS} ms</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('demo.waves.plain')}</Typography.Title>
      <Space wrap className="demo-waves__row">
        {RIPPLE_COLOURS.map((colour) => (
          <RippleButton key={colour} ripple={colour} data-testid={`waves-${colour}`}>
            {t(`demo.waves.colours.${colour}`)}
          </RippleButton>
        ))}
      </Space>
      <Typography.Title level={5}>{t('demo.waves.filled')}</Typography.Title>
      <Space wrap className="demo-waves__row">
        <RippleButton type="primary" ripple="light" data-testid="waves-primary">
          {t('demo.waves.colours.light')}
        </RippleButton>
        <RippleButton type="primary" danger ripple="light">
          {t('demo.waves.danger')}
        </RippleButton>
        <RippleButton type="dashed" ripple="green">
          {t('demo.waves.dashed')}
        </RippleButton>
        <RippleButton shape="round" ripple="purple">
          {t('demo.waves.round')}
        </RippleButton>
        <RippleButton disabled ripple="red" data-testid="waves-disabled">
          {t('demo.waves.disabled')}
        </RippleButton>
      </Space>
      <Typography.Title level={5}>{t('demo.waves.surface')}</Typography.Title>
      <div
        role="button"
        tabIndex={0}
        className="demo-waves__surface"
        data-testid="waves-surface"
        {...surface}
      >
        {t('demo.waves.surfaceHint')}
      </div>
    </Card>
  );
}
