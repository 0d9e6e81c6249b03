import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ScanBarProps {
  onScan(code: string): void;
  pending: boolean;
  cameraOn: boolean;
  onToggleCamera(): void;
}

/** The barcode field (typed or filled by a scanner, Enter looks it up) and the camera switch. */
export function ScanBar({ onScan, pending, cameraOn, onToggleCamera }: ScanBarProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = () => {
    if (!code.trim()) return;
    onScan(code);
    setCode('');
  };
  return (
    <div className="barscan-bar">
      <Input
        className="barscan-input"
        value={code}
        onChange={setCode}
        onEnterPress={submit}
        placeholder={t('mobile.scan.placeholder')}
        clearable
        inputMode="numeric"
        enterKeyHint="search"
        autoComplete="off"
        aria-label={t('mobile.scan.placeholder')}
        data-testid="barscan-input"
      />
      <Button size="small" color="primary" fill="outline" loading={pending} onClick={submit}>
        {t('mobile.scan.lookup')}
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
