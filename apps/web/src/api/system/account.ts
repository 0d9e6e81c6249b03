import type { IdBody } from '@retail/contracts/api/fields';
import type { OwnSessionOutput } from '@retail/contracts/api/system/auth';
import type { FileOutput } from '@retail/contracts/api/system/file';
import type { BaseInfoBody, ChangePwdBody, UserOutput } from '@retail/contracts/api/system/user';
import { http } from '../http.ts';
import { uploadFile } from '../transfer.ts';

/** The signed-in user's own account: profile, password, pictures and sign-ins. */
export const accountApi = {
  profile: (signal?: AbortSignal) => http.get<UserOutput>('/api/sysUser/baseInfo', { signal }),
  updateProfile: (input: BaseInfoBody) => http.post<null>('/api/sysUser/baseInfo', input),
  changePwd: (passwordOld: string, passwordNew: string) =>
    http.post<null>('/api/sysUser/changePwd', { passwordOld, passwordNew } satisfies ChangePwdBody),
  uploadAvatar: (file: Blob) => uploadFile<FileOutput>('/api/sysFile/uploadAvatar', file),
  uploadSignature: (file: Blob) => uploadFile<FileOutput>('/api/sysFile/uploadSignature', file),
  sessions: (signal?: AbortSignal) => http.get<OwnSessionOutput[]>('/api/sysAuth/ownSessions', { signal }),
  signOutSession: (id: number) => http.post<null>('/api/sysAuth/signOutSession', { id } satisfies IdBody),
};
