import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocationSelect } from '../../stock/shared/LocationSelect.tsx';

/** The stock location a report counts: one the user may read, or none for all of them. */
export function ReportLocationSelect(props: { value?: number; onChange?(value: number | undefined): void }) {
  const { t } = useTranslation();
  return (
    <LocationSelect
      purpose="read"
      allowClear
      placeholder={t('catalog.stock.allLocations')}
      aria-label={t('catalog.stock.location')}
      value={props.value}
      onChange={(value) => props.onChange?.(value ?? undefined)}
    />
  );
}

/** The `locationId` form field of every report's search bar. */
export function LocationField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="locationId" label={t('catalog.stock.location')}>
      <ReportLocationSelect />
    </Form.Item>
  );
}
