import { Card, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../pages.css';

/** The pictures ship with the app (public/demo/): the template hot-linked a search engine's images. */
const SCENES = ['storefront', 'shelves', 'counter', 'warehouse', 'delivery', 'stocktake'] as const;

/** Image preview: thumbnails that open a viewer with zoom, rotation and flipping, and arrows between them. */
export default function PreviewScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('menu.demoPreview')} extra={t('demo.preview.hint')}>
      <Image.PreviewGroup>
        <Space wrap size={16} data-testid="preview-images">
          {SCENES.map((scene) => (
            <figure key={scene} className="demo-preview__figure">
              <Image
                src={`/demo/scene-${scene}.svg`}
                alt={t(`demo.preview.scenes.${scene}`)}
                width={200}
                height={150}
                data-testid={`preview-${scene}`}
              />
              <Typography.Text type="secondary">{t(`demo.preview.scenes.${scene}`)}</Typography.Text>
            </figure>
          ))}
        </Space>
      </Image.PreviewGroup>
    </Card>
  );
}
