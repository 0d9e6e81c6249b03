import { Spin } from 'antd';
import { useState } from 'react';

/** An embedded page (iframe route); kept mounted while its tag is open, with a loading mask until it loads. */
export function IframeView({ src, title }: { src: string; title: string }) {
  const [loading, setLoading] = useState(true);
  return (
    <div className="layout-iframe">
      {loading && <Spin className="layout-iframe__spin" />}
      <iframe src={src} title={title} onLoad={() => setLoading(false)} />
    </div>
  );
}
