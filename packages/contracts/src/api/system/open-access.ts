import { z } from 'zod';
import { filterText, id, optionalText } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { dateTimeText } from '../text-rules.ts';

/** A button code (`goods:page`). */
const scopeCode = z
  .string()
  .trim()
  .max(128)
  .regex(/^[A-Za-z][\w]*:[\w:]+$/);
/** The route permissions the key may call; each must be an open-access route's code the bound user holds. */
const scopes = z.array(scopeCode).min(1).max(100);
/** Addresses and CIDR ranges (IPv4 or IPv6) the key may be used from; empty: any address. */
const allowedIps = z.array(z.string().trim().min(1).max(64)).max(50);
/** `yyyy-MM-dd HH:mm:ss` in the business time zone; null or '' for a key that never expires. */
const expireTime = z.union([dateTimeText, z.literal('')]).nullish();

export const openAccessPageInput = z.strictObject({
  ...pageInputShape,
  accessKey: filterText(32),
  bindUserId: id.nullish(),
  status: z.literal([1, 2]).nullish(),
});
export const openAccessAddInput = z.strictObject({
  bindUserId: id,
  scopes,
  allowedIps: allowedIps.default([]),
  expireTime,
  remark: optionalText(256),
});
/** The bound user never changes: a key for someone else is a new key. */
export const openAccessUpdateInput = z.strictObject({
  id,
  scopes: scopes.optional(),
  allowedIps: allowedIps.optional(),
  expireTime,
  remark: optionalText(256),
});
export const scopeListQuery = z.object({ bindUserId: z.coerce.number().int().positive() });

export const openAccessOutput = z.object({
  id: z.number(),
  accessKey: z.string(),
  /** the secret's last 4 characters; the secret itself is answered only by add and secret, once */
  secretHint: z.string(),
  bindUserId: z.number(),
  bindUserAccount: z.string().nullable(),
  bindUserName: z.string().nullable(),
  scopes: z.array(z.string()),
  allowedIps: z.array(z.string()),
  status: z.number(),
  expireTime: z.string().nullable(),
  lastUsedTime: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
});
/** The one answer holding the secret (add and rotate), sent with `Cache-Control: no-store`. */
export const openAccessSecretOutput = z.object({
  id: z.number(),
  accessKey: z.string(),
  accessSecret: z.string(),
});
/** An open-access route's permission the user holds, with the menu it belongs to and the routes it opens. */
export const openAccessScopeOutput = z.object({
  code: z.string(),
  title: z.string(),
  menuTitle: z.string(),
  routes: z.array(z.string()),
});
export const openAccessRouteOutput = z.object({
  method: z.string(),
  url: z.string(),
  /** null: the signature alone (the ping) */
  permission: z.string().nullable(),
});
export const signHelpOutput = z.object({
  headers: z.array(z.string()),
  windowSeconds: z.number(),
  noncePattern: z.string(),
  routes: z.array(openAccessRouteOutput),
});
/** What `GET /api/openApi/ping` answers a correctly signed call: who the key acts as. */
export const openApiPingOutput = z.object({
  accessKey: z.string(),
  account: z.string(),
  tenantId: z.number(),
  scopes: z.array(z.string()),
});

export type OpenAccessPageInput = z.output<typeof openAccessPageInput>;
export type OpenAccessAddInput = z.output<typeof openAccessAddInput>;
export type OpenAccessUpdateInput = z.output<typeof openAccessUpdateInput>;
export type OpenAccessOutput = z.output<typeof openAccessOutput>;
export type OpenAccessSecretOutput = z.output<typeof openAccessSecretOutput>;
export type OpenAccessScopeOutput = z.output<typeof openAccessScopeOutput>;
export type OpenAccessRouteOutput = z.output<typeof openAccessRouteOutput>;
export type SignHelpOutput = z.output<typeof signHelpOutput>;
export type OpenApiPingOutput = z.output<typeof openApiPingOutput>;
export type OpenAccessPageBody = z.input<typeof openAccessPageInput>;
export type OpenAccessAddBody = z.input<typeof openAccessAddInput>;
export type OpenAccessUpdateBody = z.input<typeof openAccessUpdateInput>;
