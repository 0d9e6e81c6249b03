import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import {
  CHOOSE_LOCATION_CODE,
  LocationSelect,
  useOwnLocation,
} from '../../../stock/shared/LocationSelect.tsx';

/** What a till sends: the chosen location, only when it is not the user's own (the server's default). */
export const tillLocationInput = (chosen: number | null): { locationId?: number } =>
  chosen === null ? {} : { locationId: chosen };

interface Props {
  /** the location chosen; null: the user's own */
  value: number | null;
  onChange(next: number | null): void;
  /** a return puts the goods back instead of taking them */
  returning?: boolean;
}

/**
 * The till header's stock location: the user's own, by name; users with `stockLocation:choose` may sell from
 * (or take a return into) another readable location. The goods search keeps showing the own location's stock.
 */
export function TillLocation({ value, onChange, returning = false }: Props) {
  const { t } = useTranslation();
  const own = useOwnLocation();
  const mayChoose = usePermissions().has(CHOOSE_LOCATION_CODE);
  const label = t(returning ? 'till.location.returnLabel' : 'till.location.label');
  const other = value !== null && own !== undefined && value !== own.id;
  return (
    <Flex gap={8} align="center" wrap data-testid="till-location">
      <Typography.Text type="secondary">{label}</Typography.Text>
      {mayChoose ? (
        <LocationSelect
          purpose="write"
          size="small"
          value={value ?? own?.id}
          onChange={(next) => onChange(next === own?.id ? null : next)}
          aria-label={t('till.location.choose')}
          data-testid="till-location-select"
        />
      ) : (
        <Tag data-testid="till-location-name">{own?.name ?? '-'}</Tag>
      )}
      {other && !returning ? (
        <Typography.Text type="warning" data-testid="till-location-hint">
          {t('till.location.otherHint')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
