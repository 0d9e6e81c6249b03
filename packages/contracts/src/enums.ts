/** Enumerations shared by server and web (serialised as integers, as in the template). */
export const AccountType = { SuperAdmin: 999, SysAdmin: 888, NormalUser: 777, Member: 666 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const Status = { Enable: 1, Disable: 2 } as const;
export type Status = (typeof Status)[keyof typeof Status];

export const YesNo = { Yes: 1, No: 2 } as const;
export type YesNo = (typeof YesNo)[keyof typeof YesNo];
