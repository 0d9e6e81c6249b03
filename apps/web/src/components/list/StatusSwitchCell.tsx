import { Switch } from 'antd';
import { Auth } from '../auth/Auth.tsx';
import { type EnumOption, EnumTag } from '../display/EnumTag.tsx';

interface StatusSwitchCellProps {
  status: 1 | 2;
  /** Labels and colours of 1 and 2. */
  options: Record<1 | 2, EnumOption>;
  /** The button code that may change it; everyone else sees a tag. */
  code: string;
  /** The switch's accessible name. */
  label: string;
  /** Writes the labels inside the switch. */
  labelled?: boolean;
  onChange(status: 1 | 2): void;
}

/** A row's 1/2 status: a switch behind its button code, a tag for everyone else. */
export function StatusSwitchCell({
  status,
  options,
  code,
  label,
  labelled,
  onChange,
}: StatusSwitchCellProps) {
  return (
    <Auth code={code} fallback={<EnumTag value={status} options={options} />}>
      <Switch
        size="small"
        checked={status === 1}
        checkedChildren={labelled ? options[1].label : undefined}
        unCheckedChildren={labelled ? options[2].label : undefined}
        aria-label={label}
        onChange={(on) => onChange(on ? 1 : 2)}
      />
    </Auth>
  );
}
