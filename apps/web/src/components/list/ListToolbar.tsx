import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '../actions/clickGuard.ts';
import { useErrorToast } from './useErrorToast.ts';

interface ListToolbarProps {
  /** The list's own buttons, on the left. */
  children?: ReactNode;
  onRefresh(): void;
  refreshing: boolean;
  /** The last load's failure, shown as an error toast (spec §8). */
  error?: Error | null;
}

/** A list's toolbar: its buttons and the refresh button on the right; a failed load shows an error toast. */
export function ListToolbar({ children, onRefresh, refreshing, error }: ListToolbarProps) {
  const { t } = useTranslation();
  const refresh = useClickGuard(onRefresh);
  useErrorToast(error);
  return (
    <Flex className="list-page-toolbar" justify="space-between" align="center" gap={8} wrap>
      <Space wrap>{children}</Space>
      <Button onClick={() => refresh()} loading={refreshing}>
        {t('ui.refresh')}
      </Button>
    </Flex>
  );
}
