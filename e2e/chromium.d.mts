export function findChromium(): string;
export const chromiumArgs: string[];
