import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackRequest } from './feedback.ts';

const MessageHolder = lazy(() => import('./MessageHolder.tsx'));

/** Mounts antd's message holder once the first toast is asked for (see feedback.ts). */
export function FeedbackHost() {
  const requested = useSyncExternalStore(feedbackRequest.subscribe, feedbackRequest.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <MessageHolder />
    </Suspense>
  );
}
