import { DotLoading } from 'antd-mobile';

export function MobileLoading() {
  return (
    <div className="mobile-loading" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}
