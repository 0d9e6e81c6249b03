import type { NoticeOutput } from '@retail/contracts/api/system/notice';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { NoticeTypeTag } from './NoticeParts.tsx';
import '../../../components/form/rich-text/editor.css';

/**
 * A notice as readers see it. The content is HTML the server has already sanitised (no scripts, no event
 * attributes, only web links), so it is rendered as it comes.
 */
export function NoticeView({ notice, onClose }: { notice: NoticeOutput | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={notice !== null}
      title={notice?.title}
      footer={null}
      width={860}
      onCancel={onClose}
      destroyOnHidden
    >
      {notice ? (
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('system.notice.type')}>
              <NoticeTypeTag type={notice.type} />
            </Descriptions.Item>
            <Descriptions.Item label={t('system.notice.publicUser')}>
              {notice.publicUserName}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.notice.publicTime')}>
              <DateTimeText value={notice.publicTime} />
            </Descriptions.Item>
          </Descriptions>
          <div
            className="notice-content"
            data-testid="notice-content"
            // sanitised on the server (platform/security/html.ts)
            dangerouslySetInnerHTML={{ __html: notice.content }}
          />
        </>
      ) : null}
    </Modal>
  );
}
