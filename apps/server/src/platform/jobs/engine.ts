/** What drives the triggers: croner in this process, or BullMQ job schedulers on Redis. */
export interface JobEngine {
  readonly kind: 'local' | 'bullmq';
  start(): Promise<void>;
  /** Re-reads the job and trigger rows and schedules what they say now (after any change, on any node). */
  sync(): Promise<void>;
  /** Runs a queued manual run once, on whichever node takes it. */
  runNow(runId: number): Promise<void>;
  close(): Promise<void>;
}
