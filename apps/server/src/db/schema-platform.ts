import type { AuditColumns } from './schema.ts';

/** An API key of a third party, bound to a user of a tenant (migration 0022_open_platform). */
export interface SysOpenAccessTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** `ak_` + 20 base32 characters; unique across tenants (a signed request names only the key) */
  accessKey: string;
  /** the secret sealed with DATA_KEY (`SecretBox`); never answered */
  secretEnc: string;
  /** the secret's last 4 characters, to tell keys apart */
  secretHint: string;
  bindUserId: number;
  /** JSON array of button codes, each an open-access route's permission the bound user holds */
  scopes: string;
  /** JSON array of addresses and CIDR ranges; empty: any address */
  allowedIps: string;
  status: number;
  expireTime: number | null;
  lastUsedTime: number | null;
  lastUsedIp: string | null;
  remark: string | null;
}

/** A built-in plugin set up for a tenant; tenant 0 holds the installation-wide (platform) plugins. */
export interface SysPluginTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** the manifest's id */
  pluginId: string;
  status: number;
  /** the config JSON with its secret fields sealed with DATA_KEY */
  configEnc: string;
  orderNo: number;
  /** the manifest version when the row was last saved */
  installedVersion: string;
  remark: string | null;
}

/** A member's WeChat identity in a tenant (migration 0023_plugin_wechat). */
export interface SysWechatUserTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** 1 official account, 2 mini-program, 3 web */
  platformType: number;
  appId: string;
  openId: string;
  unionId: string | null;
  nickName: string | null;
  avatar: string | null;
  mobile: string | null;
  sex: number | null;
  language: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  vipId: number | null;
  userId: number | null;
  subscribe: number | null;
  subscribeTime: number | null;
  lastLoginTime: number | null;
  remark: string | null;
  /** sealed; never answered */
  sessionKeyEnc: string | null;
  accessTokenEnc: string | null;
  refreshTokenEnc: string | null;
}

export interface PlatformDatabase {
  sysOpenAccess: SysOpenAccessTable;
  sysPlugin: SysPluginTable;
  sysWechatUser: SysWechatUserTable;
}
