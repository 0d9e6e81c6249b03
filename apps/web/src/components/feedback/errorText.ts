/** The text of a caught error, ready for a toast. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
