import { Button, type ButtonProps, ConfigProvider } from 'antd';
import type { RippleColour } from './ripple.ts';
import { useRipple } from './useRipple.ts';

/** antd's own click wave is off on these buttons: the spec §9 ripple takes its place. */
const NO_WAVE = { disabled: true } as const;

export interface RippleButtonProps extends ButtonProps {
  /** The ripple's colour ('default', a dark shade, suits light buttons; 'light' suits filled ones). */
  ripple?: RippleColour;
}

/** An antd Button with the spec §9 ripple (750 ms, fading from 450 ms). */
export function RippleButton({ ripple = 'default', onPointerDown, onKeyDown, ...props }: RippleButtonProps) {
  const handlers = useRipple(ripple);
  return (
    <ConfigProvider wave={NO_WAVE}>
      <Button
        {...props}
        onPointerDown={(event) => {
          handlers.onPointerDown(event);
          onPointerDown?.(event);
        }}
        onKeyDown={(event) => {
          handlers.onKeyDown(event);
          onKeyDown?.(event);
        }}
      />
    </ConfigProvider>
  );
}
