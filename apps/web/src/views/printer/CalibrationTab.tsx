import { Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../components/feedback/feedback.ts';
import { ElementView } from '../../components/print/ElementView.tsx';
import { readPrinterSettings, savePrinterSettings } from '../../components/print/printerSettings.ts';
import { usePageRule } from '../../components/print/usePageRule.ts';
import { PrintPortal } from '../../components/retail-docs/PrintPortal.tsx';
import { CalibrationSheet } from './CalibrationSheet.tsx';

/** Test papers: the common sheets and rolls (a roll's test page is cut at a fixed length). */
const PAPERS = {
  A4: { widthMm: 210, heightMm: 297 },
  A5: { widthMm: 148, heightMm: 210 },
  roll80: { widthMm: 80, heightMm: 120 },
  roll58: { widthMm: 58, heightMm: 100 },
  label5030: { widthMm: 50, heightMm: 30 },
} as const;
type Paper = keyof typeof PAPERS;

const sample = { x: 0, y: 0, w: 1, h: 1, binding: null, showText: true } as const;

/** A sample EAN-13 and QR code: scanning them checks the printer's resolution. */
function Samples() {
  return (
    <Flex gap="4mm" align="start">
      <div style={{ width: '38mm', height: '22mm' }}>
        <ElementView
          element={{ ...sample, id: 'ean', type: 'barcode', symbology: 'ean13', text: '6901234567892' }}
          docType="barcodeLabel"
          data={{}}
        />
      </div>
      <div style={{ width: '22mm', height: '22mm' }}>
        <ElementView
          element={{ ...sample, id: 'qr', type: 'barcode', symbology: 'qr', text: 'retail:printer-test' }}
          docType="barcodeLabel"
          data={{}}
        />
      </div>
    </Flex>
  );
}

/** This device's printer calibration: a ruler test page to print and the x/y offsets every printout gets. */
export function CalibrationTab() {
  const { t } = useTranslation();
  const [paper, setPaper] = useState<Paper>('A4');
  const [settings, setSettings] = useState(readPrinterSettings);
  // bumped on save: the printout's portal mounts again and reads the saved offsets
  const [saves, setSaves] = useState(0);
  const { widthMm, heightMm } = PAPERS[paper];
  usePageRule(widthMm, heightMm);
  const save = () => {
    setSettings(savePrinterSettings(settings));
    setSaves((n) => n + 1);
    feedback.success(t('printer.calibration.saved'));
  };
  const sheet = (
    <CalibrationSheet widthMm={widthMm} heightMm={heightMm} samples={heightMm >= 100 ? <Samples /> : null} />
  );
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">{t('printer.calibration.help')}</Typography.Paragraph>
      <Form layout="inline" className="printer-form">
        <Form.Item label={t('printer.calibration.paper')}>
          <Select<Paper>
            value={paper}
            onChange={setPaper}
            options={(Object.keys(PAPERS) as Paper[]).map((key) => ({
              value: key,
              label: t(`printer.calibration.papers.${key}`),
            }))}
            style={{ width: 180 }}
            aria-label={t('printer.calibration.paper')}
          />
        </Form.Item>
        <Form.Item label={t('printer.calibration.offsetX')}>
          <InputNumber
            min={-20}
            max={20}
            step={0.1}
            precision={1}
            value={settings.offsetXMm}
            onChange={(value) => setSettings({ ...settings, offsetXMm: value ?? 0 })}
            aria-label={t('printer.calibration.offsetX')}
          />
        </Form.Item>
        <Form.Item label={t('printer.calibration.offsetY')}>
          <InputNumber
            min={-20}
            max={20}
            step={0.1}
            precision={1}
            value={settings.offsetYMm}
            onChange={(value) => setSettings({ ...settings, offsetYMm: value ?? 0 })}
            aria-label={t('printer.calibration.offsetY')}
          />
        </Form.Item>
        <Button onClick={save}>{t('printer.calibration.save')}</Button>
        <Button type="primary" onClick={() => window.print()}>
          {t('printer.calibration.printTest')}
        </Button>
      </Form>
      <div className="printer-preview">{sheet}</div>
      <PrintPortal key={saves}>{sheet}</PrintPortal>
    </Flex>
  );
}
