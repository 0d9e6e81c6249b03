import { z } from 'zod';

/** One constant of a group (`sysConst`): its label and numeric code. */
export const constItem = z.object({ name: z.string(), code: z.number() });
export const constGroup = z.object({ name: z.string(), code: z.string(), data: z.array(constItem) });

export type ConstItemOutput = z.output<typeof constItem>;
export type ConstGroupOutput = z.output<typeof constGroup>;
