import CameraOutlined from '@ant-design/icons/CameraOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ScanBarProps {
  onScan(code: string): void;
  pending: boolean;
  cameraOn: boolean;
  onToggleCamera(): void;
  onSearch(): void;
}

/** The barcode field (typed or filled by a scanner, Enter queues it), the goods search and the camera switch. */
export function ScanBar({ onScan, pending, cameraOn, onToggleCamera, onSearch }: ScanBarProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (text: string) => {
    onScan(text);
    setCode('');
  };
  return (
    <div className="barscan-bar">
      <Input
        className="barscan-input"
        value={code}
        onChange={setCode}
        // the field as it is now: a scanner's next code may follow before the screen redraws
        onEnterPress={(event) => submit(event.currentTarget.value)}
        placeholder={t('mobile.scan.placeholder')}
        clearable
        inputMode="numeric"
        enterKeyHint="search"
        autoComplete="off"
        aria-label={t('mobile.scan.placeholder')}
        data-testid="barscan-input"
      />
      <Button size="small" color="primary" fill="outline" loading={pending} onClick={() => submit(code)}>
        {t('mobile.scan.lookup')}
      </Button>
      <Button size="small" onClick={onSearch} aria-label={t('till.search.open')} data-testid="barscan-search">
        <SearchOutlined />
      </Button>
      <Button
        size="small"
        color={cameraOn ? 'danger' : 'primary'}
        onClick={onToggleCamera}
        aria-pressed={cameraOn}
        data-testid="barscan-camera"
      >
        <CameraOutlined /> {cameraOn ? t('mobile.scan.stopCamera') : t('mobile.scan.camera')}
      </Button>
    </div>
  );
}
