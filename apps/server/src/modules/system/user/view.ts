import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { ExtOrgRow, UserRow } from './repository.ts';
import type { UserOutput } from '@retail/contracts/api/system/user';

export function toOutput(row: UserRow, timeZone: string): UserOutput {
  return {
    ...row,
    lastLoginTime: formatNullableTime(row.lastLoginTime, timeZone),
    createTime: formatTime(row.createTime, timeZone),
    updateTime: formatNullableTime(row.updateTime, timeZone),
  };
}

/**
 * What the difference log keeps of a user: its own fields and links, never the password. Links are recorded by
 * name (roles, org, position), so the log reads without looking ids up.
 */
export function snapshot(row: UserRow, roleNames: string[], extOrgs: ExtOrgRow[]) {
  return {
    account: row.account,
    realName: row.realName,
    nickName: row.nickName,
    sex: row.sex,
    birthday: row.birthday,
    phone: row.phone,
    idCardNum: row.idCardNum,
    email: row.email,
    address: row.address,
    introduction: row.introduction,
    signature: row.signature,
    orderNo: row.orderNo,
    status: row.status,
    remark: row.remark,
    accountType: row.accountType,
    org: row.orgName,
    pos: row.posName,
    jobNum: row.jobNum,
    managerUserId: row.managerUserId,
    roles: roleNames,
    extOrgs: extOrgs.map((e) => ({
      org: e.orgName,
      pos: e.posName,
      jobNum: e.jobNum,
      posLevel: e.posLevel,
      joinDate: e.joinDate,
    })),
  };
}
