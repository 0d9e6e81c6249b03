import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../api/transfer.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { feedback } from '../../../components/feedback/feedback.ts';

const MAX_IMAGES = 20;
const MAX_BYTES = 5 * 1024 * 1024;

interface Props {
  value?: string[];
  onChange?(value: string[]): void;
}

/**
 * The goods' image URLs: uploaded through the file service (for users who may upload files), shown as
 * thumbnails, removable.
 */
export function ImagesField({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const canUpload = usePermissions().has('sysFile:uploadFile');
  const fileList: UploadFile[] = value.map((url, i) => ({ uid: url, name: `${i + 1}`, status: 'done', url }));
  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      multiple
      fileList={fileList}
      onRemove={(file) => onChange?.(value.filter((url) => url !== file.url))}
      beforeUpload={(file) => {
        if (file.size > MAX_BYTES) {
          feedback.error(t('catalog.goods.imageTooBig'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadFile<{ url: string }>('/api/sysFile/uploadFile', file as Blob)
          .then((stored) => {
            onChange?.([...value, stored.url].slice(0, MAX_IMAGES));
            onSuccess?.(stored);
          })
          .catch((error: Error) => {
            feedback.error(error.message);
            onError?.(error);
          });
      }}
    >
      {!canUpload || value.length >= MAX_IMAGES ? null : (
        <button type="button" className="goods-image-add" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div>{t('catalog.goods.uploadImage')}</div>
        </button>
      )}
    </Upload>
  );
}
