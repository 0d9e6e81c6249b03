import { uploadFile } from '../transfer.ts';
import { http } from '../http.ts';
import type { StoredFile } from './file.ts';
import type { UserRow } from './user.ts';

/** What the personal centre may change of the own profile. */
export interface ProfileInput {
  realName?: string;
  nickName?: string | null;
  phone?: string | null;
  email?: string | null;
  sex?: 1 | 2 | 3;
  birthday?: string | null;
  address?: string | null;
  introduction?: string | null;
}

export interface OwnSession {
  id: number;
  loginMode: string;
  ip: string | null;
  browser: string;
  os: string;
  createTime: string;
  lastSeenTime: string | null;
  expireTime: string;
  current: boolean;
}

/** The signed-in user's own account: profile, password, pictures and sign-ins. */
export const accountApi = {
  profile: (signal?: AbortSignal) => http.get<UserRow>('/api/sysUser/baseInfo', { signal }),
  updateProfile: (input: ProfileInput) => http.post<null>('/api/sysUser/baseInfo', input),
  changePwd: (passwordOld: string, passwordNew: string) =>
    http.post<null>('/api/sysUser/changePwd', { passwordOld, passwordNew }),
  uploadAvatar: (file: Blob) => uploadFile<StoredFile>('/api/sysFile/uploadAvatar', file),
  uploadSignature: (file: Blob) => uploadFile<StoredFile>('/api/sysFile/uploadSignature', file),
  sessions: (signal?: AbortSignal) => http.get<OwnSession[]>('/api/sysAuth/ownSessions', { signal }),
  signOutSession: (id: number) => http.post<null>('/api/sysAuth/signOutSession', { id }),
};
