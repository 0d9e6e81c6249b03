import { message } from 'antd';
import { useEffect } from 'react';
import { connectMessageApi } from './feedback.ts';

export default function MessageHolder() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    connectMessageApi(api);
    return () => connectMessageApi(null);
  }, [api]);
  return holder;
}
