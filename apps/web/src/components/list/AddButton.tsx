import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '../actions/clickGuard.ts';
import { Permitted } from '../permission/Permitted.tsx';

interface AddButtonProps {
  /** The button code that shows it. */
  code: string;
  onClick(): void;
  /** "Add" unless given. */
  children?: ReactNode;
}

/** A list toolbar's primary add button, behind its button code. */
export function AddButton({ code, onClick, children }: AddButtonProps) {
  const { t } = useTranslation();
  const click = useClickGuard(onClick);
  return (
    <Permitted code={code}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => click()}>
        {children ?? t('ui.add')}
      </Button>
    </Permitted>
  );
}
