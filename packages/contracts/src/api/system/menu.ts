import { MenuType, Status } from '../../index.ts';
import { z } from 'zod';
import { id } from '../fields.ts';
import { linkText } from '../text-rules.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** `area:action` (more `:part`s allowed), as route access declarations use. */
export const PERMISSION_CODE = /^[A-Za-z]\w*(?::\w+)+$/;

const editable = {
  pid: z.number().int().min(0).default(0),
  type: z.union([z.literal(MenuType.Directory), z.literal(MenuType.Menu), z.literal(MenuType.Button)]),
  name: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z][\w-]*$/, { message: 'letters, digits, _ and -, starting with a letter' })
    .nullish()
    .or(z.literal('')),
  path: optionalText(128),
  component: optionalText(128),
  redirect: optionalText(128),
  permission: z
    .string()
    .trim()
    .max(128)
    .regex(PERMISSION_CODE, { message: "the form 'area:action', e.g. sysUser:add" })
    .nullish()
    .or(z.literal('')),
  title: z.string().trim().min(1).max(64),
  icon: optionalText(128),
  isIframe: z.boolean().default(false),
  /** an iframe or link menu's address (spec §5 URL, or a path of this site) */
  outLink: z.union([z.literal(''), linkText()]).nullish(),
  isHide: z.boolean().default(false),
  isKeepAlive: z.boolean().default(true),
  isAffix: z.boolean().default(false),
  orderNo: z.number().int().min(0).max(1_000_000).default(100),
  status: z.union([z.literal(Status.Enable), z.literal(Status.Disable)]).default(Status.Enable),
  remark: optionalText(256),
};

export const menuAddInput = z.strictObject(editable);
export const menuUpdateInput = z.strictObject({ id, ...editable });
export const menuListQuery = z.object({
  title: z.string().trim().max(64).optional(),
  type: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(MenuType.Directory).max(MenuType.Button).optional(),
  ),
});

export interface MenuOutput {
  id: number;
  pid: number;
  type: number;
  name: string | null;
  path: string | null;
  component: string | null;
  redirect: string | null;
  permission: string | null;
  title: string;
  icon: string | null;
  isIframe: boolean;
  outLink: string | null;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: string;
  updateTime: string | null;
  children: MenuOutput[];
}

/** Recursive: registered by id so the OpenAPI document can reference it as a component. */
export const menuOutput: z.ZodType<MenuOutput> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      pid: z.number(),
      type: z.number(),
      name: z.string().nullable(),
      path: z.string().nullable(),
      component: z.string().nullable(),
      redirect: z.string().nullable(),
      permission: z.string().nullable(),
      title: z.string(),
      icon: z.string().nullable(),
      isIframe: z.boolean(),
      outLink: z.string().nullable(),
      isHide: z.boolean(),
      isKeepAlive: z.boolean(),
      isAffix: z.boolean(),
      orderNo: z.number(),
      status: z.number(),
      remark: z.string().nullable(),
      createTime: z.string(),
      updateTime: z.string().nullable(),
      children: z.array(menuOutput),
    }),
  )
  .meta({ id: 'MenuOutput' });

/** A route of the signed-in user's menu (the vue-next-admin route shape the web builds its router from). */
export interface LoginMenuNode {
  id: number;
  pid: number;
  path: string;
  name: string | null;
  component: string | null;
  redirect: string | null;
  meta: {
    title: string;
    icon: string;
    isLink: string;
    isHide: boolean;
    isKeepAlive: boolean;
    isAffix: boolean;
    isIframe: boolean;
    isDynamic: boolean;
    isDynamicPath: string;
  };
  children: LoginMenuNode[];
}

export const loginMenuNode: z.ZodType<LoginMenuNode> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      pid: z.number(),
      path: z.string(),
      name: z.string().nullable(),
      component: z.string().nullable(),
      redirect: z.string().nullable(),
      meta: z.object({
        title: z.string(),
        icon: z.string(),
        isLink: z.string(),
        isHide: z.boolean(),
        isKeepAlive: z.boolean(),
        isAffix: z.boolean(),
        isIframe: z.boolean(),
        isDynamic: z.boolean(),
        isDynamicPath: z.string(),
      }),
      children: z.array(loginMenuNode),
    }),
  )
  .meta({ id: 'LoginMenuNode' });
export const loginMenuTreeOutput = z.array(loginMenuNode);

export type MenuAddInput = z.output<typeof menuAddInput>;
export type MenuUpdateInput = z.output<typeof menuUpdateInput>;
export type MenuListQuery = z.output<typeof menuListQuery>;
export type MenuAddBody = z.input<typeof menuAddInput>;
export type MenuUpdateBody = z.input<typeof menuUpdateInput>;
