import { z } from 'zod';
import { id, optionalText } from '../fields.ts';

const editable = {
  pid: z.number().int().min(0).optional(),
  name: z.string().trim().min(1).max(64),
  code: optionalText(64),
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  status: z.literal([1, 2]).optional(),
  remark: optionalText(256),
};

export const categoryAddInput = z.strictObject(editable);
/** Fields left out stay as they are. */
export const categoryUpdateInput = z.strictObject({ id, ...editable, name: editable.name.optional() });

export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  code: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: string;
  children: CategoryNode[];
}

export const categoryNode: z.ZodType<CategoryNode> = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
  get children() {
    return z.array(categoryNode);
  },
});

export type CategoryAddInput = z.output<typeof categoryAddInput>;
export type CategoryUpdateInput = z.output<typeof categoryUpdateInput>;
export type CategoryAddBody = z.input<typeof categoryAddInput>;
export type CategoryUpdateBody = z.input<typeof categoryUpdateInput>;
