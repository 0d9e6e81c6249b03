import { HistoryOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShortcutKey } from './ShortcutKey.tsx';
import type { ParkRecall } from './useParkRecall.tsx';

/** The till's Park and Recall buttons, with their dialogs. */
export function ParkButtons({ parking }: { parking: ParkRecall }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        icon={<PauseCircleOutlined />}
        disabled={!parking.canPark}
        onClick={parking.openPark}
        data-testid="sale-park"
      >
        {t('park.park')} <ShortcutKey action="park" />
      </Button>
      <Button icon={<HistoryOutlined />} onClick={parking.openRecall} data-testid="sale-recall">
        {t('park.recall')} <ShortcutKey action="recall" />
      </Button>
      {parking.dialogs}
    </>
  );
}
