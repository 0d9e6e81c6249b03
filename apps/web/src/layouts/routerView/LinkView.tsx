import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { linkTarget } from '../../app/menu/menuRoutes.ts';

/** A link route: its target was opened in a new window (spec §2); it can be opened again from here. */
export function LinkView({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation();
  const href = linkTarget(link, window.location.origin, window.location.pathname);
  return (
    <Result
      status="success"
      title={title}
      subTitle={t('shell.link.opened')}
      extra={
        <Button type="primary" href={href} target="_blank" rel="noopener noreferrer">
          {t('shell.link.openAgain')}
        </Button>
      }
    />
  );
}
