import { useTranslation } from 'react-i18next';
import { ReceivedParams } from '../../ReceivedParams.tsx';

/** What the common params page sent: everything is in the query. */
export default function ParamsCommonDetailsScreen() {
  const { t } = useTranslation();
  return <ReceivedParams title={t('menu.demoParamsCommonDetails')} backTo="/demo/params/common" />;
}
