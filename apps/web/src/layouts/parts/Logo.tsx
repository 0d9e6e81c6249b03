import { useTranslation } from 'react-i18next';
import brandUrl from '../../assets/brand.svg';

/** The product mark with the title (or the mark alone when `mini`). */
export function Logo({ mini = false, onClick }: { mini?: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={`layout-logo${mini ? ' layout-logo--mini' : ''}`}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
    >
      <img src={brandUrl} alt="" width={28} height={28} />
      {!mini && <span className="layout-logo__title">{t('app.title')}</span>}
    </div>
  );
}
