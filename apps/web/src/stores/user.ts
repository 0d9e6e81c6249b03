import type { UserInfoOutput } from '@retail/contracts/api/system/auth';
import { create } from 'zustand';

interface UserState {
  /** The signed-in user's profile as `GET /api/sysAuth/userInfo` returns it (spec §3 "User info"). */
  info: UserInfoOutput | null;
  /** The granted button codes; empty until the user info is loaded. */
  buttons: ReadonlySet<string>;
  setUserInfo(info: UserInfoOutput): void;
  clear(): void;
}

export const useUserStore = create<UserState>()((set) => ({
  info: null,
  buttons: new Set(),
  setUserInfo: (info) => set({ info, buttons: new Set(info.buttons) }),
  clear: () => set({ info: null, buttons: new Set() }),
}));
