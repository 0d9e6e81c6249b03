import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeText } from '../../../components/display/format.ts';
import { noticeApi, noticeKeys } from '../../../api/system/notice.ts';

const NEWEST = { page: 1, pageSize: 5 };

/** The newest notices the user received, unread ones marked; the notice centre has the rest. */
export function NoticesCard() {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: noticeKeys.call('pageReceived', NEWEST),
    queryFn: () => noticeApi.received(NEWEST),
  });
  return (
    <Card
      size="small"
      title={t('reports.home.notices')}
      extra={<Link to="/dashboard/notice">{t('reports.home.more')}</Link>}
      className="dashboard-notices"
    >
      <List
        size="small"
        loading={isLoading}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <Empty description={t('reports.home.noNotices')} /> }}
        renderItem={(item) => (
          <List.Item extra={dateTimeText(item.sysNotice.publicTime ?? item.sysNotice.createTime)}>
            <Badge dot={item.readStatus === 0} title={t('reports.home.unread')} offset={[6, 0]}>
              <Link to="/dashboard/notice">{item.sysNotice.title}</Link>
            </Badge>
          </List.Item>
        )}
      />
    </Card>
  );
}
