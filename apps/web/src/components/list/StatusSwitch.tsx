import { Popconfirm, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../permission/Permitted.tsx';
import { type EnumOption, EnumTag } from '../display/EnumTag.tsx';

interface StatusSwitchProps {
  status: 1 | 2;
  /** Labels and colours of 1 and 2. */
  options: Record<1 | 2, EnumOption>;
  /** The button code that may change it; everyone else sees a tag. */
  code: string;
  /** The switch's accessible name. */
  label: string;
  /** Writes the labels inside the switch. */
  labelled?: boolean;
  /** Asked before the change (the change is made at once without it). */
  question?(next: 1 | 2): ReactNode;
  /** Makes the change; the switch shows it is busy until a returned promise settles. */
  onChange(next: 1 | 2): unknown;
}

/** A row's 1/2 status: a switch behind its button code, a tag for everyone else. */
export function StatusSwitch({
  status,
  options,
  code,
  label,
  labelled,
  question,
  onChange,
}: StatusSwitchProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const next = status === 1 ? 2 : 1;
  const change = () => {
    const running = onChange(next);
    if (!(running instanceof Promise)) return;
    setBusy(true);
    const done = () => setBusy(false);
    void running.then(done, done);
  };
  const toggle = (
    <Switch
      size="small"
      checked={status === 1}
      loading={busy}
      checkedChildren={labelled ? options[1].label : undefined}
      unCheckedChildren={labelled ? options[2].label : undefined}
      aria-label={label}
      onChange={question ? undefined : change}
    />
  );
  return (
    <Permitted code={code} fallback={<EnumTag value={status} options={options} />}>
      {question ? (
        <Popconfirm
          title={t('ui.confirmTitle')}
          description={question(next)}
          okText={t('ui.ok')}
          cancelText={t('ui.cancel')}
          onConfirm={change}
        >
          {toggle}
        </Popconfirm>
      ) : (
        toggle
      )}
    </Permitted>
  );
}
