import { Button, Card, Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { tagsViewNameText } from '../../app/title.ts';
import { currentLanguage } from '../../i18n/index.ts';
import './params.css';

interface Props {
  title: string;
  /** the path parameters the route received (the dynamic route's t and id) */
  params?: Record<string, string | undefined>;
  /** where to send new parameters from */
  backTo: string;
}

/** A details page of the params demos: it prints the path, the parameters and the query it received. */
export function ReceivedParams({ title, params = {}, backTo }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const query = [...search.entries()];
  const pathParams = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const raw = search.get('tagsViewName');
  const tagName = tagsViewNameText(raw, currentLanguage());
  const navigate = useNavigate();
  const back = (
    <Button onClick={() => void navigate(backTo)} data-testid="params-back">
      {t('demo.params.sendOthers')}
    </Button>
  );

  return (
    <Card title={title} extra={back} className="demo-params-details">
      {query.length === 0 && pathParams.length === 0 ? (
        <Empty description={t('demo.params.nothingReceived')} data-testid="params-nothing" />
      ) : (
        <Descriptions bordered size="small" column={1} data-testid="params-received">
          <Descriptions.Item label={t('demo.params.path')}>
            <Typography.Text code data-testid="params-path">
              {pathname}
            </Typography.Text>
          </Descriptions.Item>
          {pathParams.map(([key, value]) => (
            <Descriptions.Item key={`p-${key}`} label={t('demo.params.pathParam', { name: key })}>
              <span data-testid={`params-param-${key}`}>{`${key}=${value}`}</span>
            </Descriptions.Item>
          ))}
          {query.map(([key, value]) => (
            <Descriptions.Item key={`q-${key}`} label={t('demo.params.queryParam', { name: key })}>
              <span data-testid={`params-query-${key}`}>{`${key}=${value}`}</span>
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('demo.params.tagShown')}>
            <span data-testid="params-tag-name">{tagName ?? t('demo.params.menuTitleUsed')}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
