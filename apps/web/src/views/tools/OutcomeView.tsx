import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Outcome, outcomeKey } from './outcome.ts';

const STRENGTH_COLOURS = { weak: 'red', medium: 'orange', strong: 'green', '': 'default' } as const;

/** A validator's verdict or a helper's output, as the tools page shows it. */
export function OutcomeView({ outcome, testId }: { outcome: Outcome; testId?: string }) {
  const { t } = useTranslation();
  const mark = { 'data-testid': testId, 'data-outcome': outcomeKey(outcome) };
  switch (outcome.kind) {
    case 'verdict':
      return (
        <Tag color={outcome.valid ? 'success' : 'error'} {...mark}>
          {outcome.valid ? t('demo.tools.valid') : t('demo.tools.invalid')}
        </Tag>
      );
    case 'strength':
      return (
        <Tag color={STRENGTH_COLOURS[outcome.strength]} {...mark}>
          {t(`demo.tools.strength.${outcome.strength || 'none'}`)}
        </Tag>
      );
    case 'text':
      return outcome.text === '' ? (
        <Typography.Text type="secondary" {...mark}>
          {t('demo.tools.emptyText')}
        </Typography.Text>
      ) : (
        <Typography.Text code className="demo-tools__text" {...mark}>
          {outcome.text}
        </Typography.Text>
      );
    case 'nothing':
      return <Tag {...mark}>{t('demo.tools.nothing')}</Tag>;
    default:
      return (
        <Tag color="warning" {...mark}>
          {t('demo.tools.refused')}
        </Tag>
      );
  }
}
