import type { Language } from '../../../platform/i18n/language.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../../retail/shared/excel.ts';
import type { UserPageInput, UserPageItem } from '@retail/contracts/api/system/user';
import type { UserService } from './service.ts';

/** The users the list shows (same filters, sort and data scope) as an .xlsx sheet, up to EXCEL_MAX_ROWS. */
export async function exportUsers(
  users: UserService,
  caller: Principal,
  filter: UserPageInput,
  lang: Language,
): Promise<Buffer> {
  const page = await users.page(caller, { ...filter, page: 1, pageSize: EXCEL_MAX_ROWS }, EXCEL_MAX_ROWS);
  const statusText = (status: number) =>
    translate(lang, status === 1 ? 'user.col.enabled' : 'user.col.disabled');
  const sexText = (sex: number) => translate(lang, `user.col.sex${sex === 1 || sex === 2 ? sex : 3}`);
  return buildSheet<UserPageItem>(
    'Users',
    [
      { header: 'user.col.account', width: 18, value: (r) => r.account },
      { header: 'user.col.realName', value: (r) => r.realName },
      { header: 'user.col.nickName', value: (r) => r.nickName },
      { header: 'user.col.sex', width: 8, value: (r) => sexText(r.sex) },
      { header: 'user.col.phone', value: (r) => r.phone },
      { header: 'user.col.email', width: 24, value: (r) => r.email },
      { header: 'user.col.org', width: 20, value: (r) => r.orgName },
      { header: 'user.col.pos', value: (r) => r.posName },
      { header: 'user.col.roles', width: 24, value: (r) => r.roleNames },
      { header: 'user.col.jobNum', value: (r) => r.jobNum },
      { header: 'user.col.status', width: 8, value: (r) => statusText(r.status) },
      { header: 'user.col.lastLoginTime', width: 20, value: (r) => r.lastLoginTime },
      { header: 'user.col.createTime', width: 20, value: (r) => r.createTime },
      { header: 'user.col.remark', width: 24, value: (r) => r.remark },
    ],
    page.items,
    lang,
  );
}
