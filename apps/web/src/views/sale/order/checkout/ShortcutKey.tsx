import { shortcutOf, type TillAction } from './shortcuts.ts';

const LOOK = {
  marginInlineStart: 4,
  padding: '0 4px',
  border: '1px solid currentColor',
  borderRadius: 3,
  fontSize: '0.8em',
  fontFamily: 'inherit',
  opacity: 0.75,
} as const;

/** The key of a till action, shown on its button or field ("F3"). */
export function ShortcutKey({ action }: { action: TillAction }) {
  return (
    <kbd style={LOOK} data-shortcut={action}>
      {shortcutOf(action)}
    </kbd>
  );
}
