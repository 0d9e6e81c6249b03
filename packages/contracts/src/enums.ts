/** Enumerations shared by server and web (serialised as integers, as in the template). */
export const AccountType = { SuperAdmin: 999, SysAdmin: 888, NormalUser: 777, Member: 666 } as const;

export type AccountType = (typeof AccountType)[keyof typeof AccountType];

/** The super admin and a tenant's admin hold every menu of their scope and see all data. */
export const isAdminAccount = (who: { accountType: number }): boolean =>
  who.accountType === AccountType.SuperAdmin || who.accountType === AccountType.SysAdmin;

export const Status = { Enable: 1, Disable: 2 } as const;
export type Status = (typeof Status)[keyof typeof Status];

export const YesNo = { Yes: 1, No: 2 } as const;
export type YesNo = (typeof YesNo)[keyof typeof YesNo];

export const MenuType = { Directory: 1, Menu: 2, Button: 3 } as const;
export type MenuType = (typeof MenuType)[keyof typeof MenuType];

/** Data scope of a role: which org-owned rows its users see. */
export const DataScope = { All: 1, DeptChild: 2, Dept: 3, Self: 4, Define: 5 } as const;
export type DataScope = (typeof DataScope)[keyof typeof DataScope];

export const Gender = { Male: 1, Female: 2, Other: 3 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** Notice state (template NoticeStatusEnum): draft, published, withdrawn. */
export const NoticeStatus = { Draft: 0, Public: 1, Cancel: 2 } as const;
export type NoticeStatus = (typeof NoticeStatus)[keyof typeof NoticeStatus];

/** A recipient's copy of a notice: unread or read. */
export const NoticeReadStatus = { Unread: 0, Read: 1 } as const;
export type NoticeReadStatus = (typeof NoticeReadStatus)[keyof typeof NoticeReadStatus];

/** An approval instance's state (issue 21): running, approved, rejected, withdrawn by its starter. */
export const ApprovalStatus = { Running: 1, Approved: 2, Rejected: 3, Withdrawn: 4 } as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];

/** An approval task's state: pending, approved, rejected, cancelled (another decided first, or the instance ended). */
export const ApprovalTaskStatus = { Pending: 1, Approved: 2, Rejected: 3, Cancelled: 4 } as const;
export type ApprovalTaskStatus = (typeof ApprovalTaskStatus)[keyof typeof ApprovalTaskStatus];

/** A sale refund held for approval: awaiting, refunded, rejected, withdrawn. */
export const RefundRequestStatus = { Pending: 1, Refunded: 2, Rejected: 3, Withdrawn: 4 } as const;
export type RefundRequestStatus = (typeof RefundRequestStatus)[keyof typeof RefundRequestStatus];

/** The real-time hub's path and the events it sends to browsers (docs/architecture.md). */
export const HUB_PATH = '/hubs/onlineUser';
export const HubEvent = {
  PublicNotice: 'PublicNotice',
  OnlineUserList: 'OnlineUserList',
  ForceOffline: 'ForceOffline',
  /** a scheduled job's run started or ended (platform administrators; payload: the run as the history lists it) */
  JobRunChanged: 'JobRunChanged',
  /** an approval task was given to the user (payload: the to-do as the approvals' lists show it) */
  ApprovalTodo: 'ApprovalTodo',
} as const;
export type HubEvent = (typeof HubEvent)[keyof typeof HubEvent];
