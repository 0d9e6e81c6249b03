import { create } from 'zustand';

/** The signed-in user's profile as `GET /api/sysAuth/userInfo` returns it (spec §3 "User info"). */
export interface UserInfo {
  id: number;
  account: string;
  realName: string;
  nickName?: string | null;
  phone?: string | null;
  email?: string | null;
  avatar?: string | null;
  signature?: string | null;
  accountType: number;
  tenantId: number;
  orgId?: number | null;
  orgName?: string | null;
  posName?: string | null;
  /** Button permission codes granted to this user (`goods:add`). */
  buttons: string[];
  roleIds: number[];
}

interface UserState {
  info: UserInfo | null;
  /** The granted button codes; empty until the user info is loaded. */
  buttons: ReadonlySet<string>;
  setUserInfo(info: UserInfo): void;
  clear(): void;
}

export const useUserStore = create<UserState>()((set) => ({
  info: null,
  buttons: new Set(),
  setUserInfo: (info) => set({ info, buttons: new Set(info.buttons) }),
  clear: () => set({ info: null, buttons: new Set() }),
}));
