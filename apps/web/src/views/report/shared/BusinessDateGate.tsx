import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { statisticsApi, statisticsKeys } from '../../../api/statistics.ts';

/** Renders a report once the business date (its default range) is known; a failed call shows why. */
export function BusinessDateGate({ children }: { children: (today: string) => ReactNode }) {
  const { data, error } = useQuery({
    queryKey: statisticsKeys.call('businessDate'),
    queryFn: statisticsApi.businessDate,
    staleTime: 60_000,
  });
  if (data) return children(data.date);
  if (error) return <Alert type="error" showIcon message={error.message} />;
  return <Spin style={{ display: 'block', margin: '48px auto' }} />;
}
