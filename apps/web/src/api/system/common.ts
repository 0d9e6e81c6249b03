import type { PageInput, Status } from '@retail/contracts';

/** Enabled (1) or disabled (2), as the server's `Status` constant. */
export type StatusValue = Status;

/** Who created and last changed a row, and when (server local time text); the "created" column shows them. */
export interface AuditFields {
  createTime: string;
  updateTime: string | null;
  createUserName: string | null;
  updateUserName: string | null;
}

/** A page request with a screen's own filters. */
export type PageOf<F> = PageInput & Partial<F>;

/** Time range filters of log, file and notice pages (`yyyy-MM-dd HH:mm:ss`). */
export interface TimeRange {
  startTime: string;
  endTime: string;
}
