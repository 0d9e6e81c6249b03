import type { MessageInstance } from 'antd/es/message/interface';

/**
 * App-wide toasts through antd's message, loaded on first use: most page views never show one, and
 * message + notification weigh too much for the login page's JS budget. Calls made before the chunk is in
 * are queued. <FeedbackHost/> (inside the ConfigProvider, so toasts follow theme and locale) mounts
 * antd's message holder when the first toast is asked for.
 */
type Job = (api: MessageInstance) => void;

let api: MessageInstance | null = null;
let queue: Job[] = [];
let requested = false;
const listeners = new Set<() => void>();

function run(job: Job): void {
  if (api) {
    job(api);
    return;
  }
  queue.push(job);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

export const feedback = {
  error: (content: string) => run((m) => void m.error(content)),
  success: (content: string) => run((m) => void m.success(content)),
  warning: (content: string) => run((m) => void m.warning(content)),
  info: (content: string) => run((m) => void m.info(content)),
};

/** For FeedbackHost: whether a toast was asked for (useSyncExternalStore). */
export const feedbackRequest = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => requested,
};

/** For the lazily loaded holder: connect antd's message API (or disconnect with null) and flush. */
export function connectMessageApi(instance: MessageInstance | null): void {
  api = instance;
  if (!instance) return;
  const pending = queue;
  queue = [];
  for (const job of pending) job(instance);
}
