import type { Status } from '@retail/contracts';

/** Fields every administration row carries (the "modification record" popover shows them). */
export interface AuditFields {
  createTime: string;
  updateTime: string | null;
  createUserName?: string | null;
  updateUserName?: string | null;
}

/** 1 enabled, 2 disabled. */
export type StatusValue = Status;

export interface IdBody {
  id: number;
}
