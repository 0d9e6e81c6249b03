/** Fields every administration row carries (the "modification record" popover shows them). */
export interface AuditFields {
  createTime: string;
  updateTime: string | null;
  createUserName?: string | null;
  updateUserName?: string | null;
}

/** 1 enabled, 2 disabled (contracts `Status`). */
export type StatusValue = 1 | 2;

export interface IdBody {
  id: number;
}
