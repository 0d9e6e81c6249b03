/**
 * The highlighted row of a pick list after a key: ↑/↓ move and wrap around, Home/End jump; other keys keep it.
 * An empty list has none (-1).
 */
export function nextHighlight(current: number, key: string, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return Math.min(current, count - 1);
  }
}
