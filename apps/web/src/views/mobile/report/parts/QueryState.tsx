import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileLoading } from '../../../../layouts/mobile/MobileLoading.tsx';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}

/** Loading, failure and the empty period, else the report itself. */
export function QueryState<T>({ query, isEmpty, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <MobileLoading />;
  if (query.isError) return <ErrorBlock status="default" title={query.error.message} description="" />;
  if (isEmpty(query.data))
    return <ErrorBlock status="empty" title={t('mobile.report.empty')} description="" />;
  return children(query.data);
}
