import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A menu screen whose file does not exist yet (no or several matching files, spec §2): its route, menu
 * entry, tag and title work; the page says the screen is coming.
 */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('shell.comingSoon.title')}
      subTitle={t('shell.comingSoon.message', { title })}
      data-testid="coming-soon"
    />
  );
}
