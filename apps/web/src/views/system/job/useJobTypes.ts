import type { JobTypeOutput } from '@retail/contracts/api/system/job';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { jobApi, jobKeys } from '../../../api/system/job.ts';

/** The job types registered in the server's code; they change only with a new release. */
export function useJobTypes() {
  const query = useQuery({
    queryKey: jobKeys.call('jobTypeList'),
    queryFn: ({ signal }) => jobApi.types(signal),
    staleTime: 10 * 60_000,
  });
  const byType = useMemo(
    () => new Map<string, JobTypeOutput>((query.data ?? []).map((type) => [type.jobType, type])),
    [query.data],
  );
  return { ...query, byType };
}
