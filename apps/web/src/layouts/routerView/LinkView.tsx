import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A link route whose URL was opened in a new window (spec §2); it can be opened again from here. */
export function LinkView({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation();
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
