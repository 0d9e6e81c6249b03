/** Name forms of the generator: `retail_coupon` → `retailCoupon`, `RetailCoupon`, `retail-coupon`. */
export function camelOf(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export function pascalOf(name: string): string {
  const camel = name.includes('_') ? camelOf(name) : name;
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** `retailCoupon` → `retail-coupon` (folder and file names). */
export function kebabOf(camel: string): string {
  return camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `retailCoupon` → `RETAIL_COUPON` (constants). */
export function constantOf(camel: string): string {
  return kebabOf(camel).replace(/-/g, '_').toUpperCase();
}

/** A TypeScript string literal with single quotes, as the formatter writes it. */
export function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}
