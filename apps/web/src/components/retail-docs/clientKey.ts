/**
 * The idempotency key of one checkout: made when the checkout starts and kept through retries until the
 * server has recorded the order, so a repeated submit returns the first order instead of selling twice. A
 * refused submit records nothing, so the key may stay for the corrected cart too.
 */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-HTTP LAN installs still have getRandomValues
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
