import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReceivedParams } from '../../ReceivedParams.tsx';

/** What the dynamic params page sent: t and id from the path, the tag name from the query. */
export default function ParamsDynamicDetailsScreen() {
  const { t } = useTranslation();
  const { t: type, id } = useParams();
  return (
    <ReceivedParams
      title={t('menu.demoParamsDynamicDetails')}
      params={{ t: type, id }}
      backTo="/demo/params/dynamic"
    />
  );
}
