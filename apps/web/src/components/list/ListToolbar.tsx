import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListToolbarProps {
  /** The list's own buttons, on the left. */
  children?: ReactNode;
  onRefresh(): void;
  refreshing: boolean;
  /** The last load's failure, shown under the bar. */
  error?: Error | null;
}

/** A list's toolbar: its buttons, the refresh button on the right, and the load error if any. */
export function ListToolbar({ children, onRefresh, refreshing, error }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <Flex className="list-page-toolbar" justify="space-between" align="center" gap={8} wrap>
        <Space wrap>{children}</Space>
        <Button onClick={onRefresh} loading={refreshing}>
          {t('ui.refresh')}
        </Button>
      </Flex>
      {error ? (
        <div role="alert" className="list-page-error">
          {error.message}
        </div>
      ) : null}
    </>
  );
}
