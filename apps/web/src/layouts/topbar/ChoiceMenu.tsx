import { Dropdown } from 'antd';
import type { ReactNode } from 'react';

interface ChoiceMenuProps<K extends string> {
  /** The bar button's icon and accessible name, and its test id (`bar-<testId>`). */
  icon: ReactNode;
  label: string;
  testId: string;
  choices: readonly K[];
  /** The choice in use: marked, and not offered again. */
  value: K;
  text(choice: K): string;
  onPick(choice: K): void;
}

/** A top-bar icon button whose menu picks one of a few settings (test ids `<testId>-<choice>`). */
export function ChoiceMenu<K extends string>({
  icon,
  label,
  testId,
  choices,
  value,
  text,
  onPick,
}: ChoiceMenuProps<K>) {
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [value],
        items: choices.map((choice) => ({
          key: choice,
          label: <span data-testid={`${testId}-${choice}`}>{text(choice)}</span>,
          disabled: choice === value,
        })),
        onClick: ({ key }) => onPick(key as K),
      }}
    >
      <button type="button" className="layout-icon-button" aria-label={label} data-testid={`bar-${testId}`}>
        {icon}
      </button>
    </Dropdown>
  );
}
