/**
 * The till's keyboard: one key (or two) per action, shown on the buttons. F-keys the browser would act on
 * itself (F3 find, F12 developer tools) are taken while the till is open. Park and recall belong to the
 * drawer's park feature, which passes its handlers under these names.
 */
export type TillAction =
  'newSale' | 'search' | 'member' | 'quantity' | 'lineDiscount' | 'orderDiscount' | 'park' | 'recall' | 'pay';

export const TILL_KEYS: Readonly<Record<TillAction, readonly string[]>> = {
  newSale: ['Alt+N'],
  search: ['F2'],
  member: ['F3'],
  quantity: ['F4'],
  lineDiscount: ['F6'],
  orderDiscount: ['F7'],
  park: ['F8'],
  recall: ['F9'],
  pay: ['F12', 'Ctrl+Enter'],
};

/** The key to show on an action's button. */
export const shortcutOf = (action: TillAction): string => TILL_KEYS[action][0] as string;

type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/** A key press as the map writes it: "F2", "Alt+N", "Ctrl+Enter" (letters by position, so any layout works). */
export function keyName(press: KeyPress): string {
  const key = press.code.startsWith('Key') ? press.code.slice(3) : press.key;
  const mods = [
    press.ctrlKey || press.metaKey ? 'Ctrl' : '',
    press.altKey ? 'Alt' : '',
    press.shiftKey ? 'Shift' : '',
  ];
  return [...mods.filter(Boolean), key].join('+');
}

const BY_KEY = new Map<string, TillAction>(
  (Object.entries(TILL_KEYS) as Array<[TillAction, readonly string[]]>).flatMap(([action, keys]) =>
    keys.map((key) => [key, action] as [string, TillAction]),
  ),
);

export const tillActionOf = (press: KeyPress): TillAction | undefined => BY_KEY.get(keyName(press));
