import type { VipOutput } from '@retail/contracts/api/retail/vip';
import type { WechatUserOutput } from '@retail/contracts/api/system/wechat-user';
import { Form, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wechatUserApi } from '../../../api/system/wechat-user.ts';
import { vipApi } from '../../../api/vip.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { displayName } from './columns.tsx';

interface Props {
  row: WechatUserOutput | null;
  onClose(): void;
  onSaved(): void;
}

const SEARCH_PAUSE_MS = 300;
const MATCHES = 20;

/** Members whose name or card number contains the text (the tenant's, as the members list finds them). */
async function findMembers(text: string): Promise<VipOutput[]> {
  const [byName, byCard] = await Promise.all([
    vipApi.page({ name: text, pageSize: MATCHES }),
    vipApi.page({ cardNo: text, pageSize: MATCHES }),
  ]);
  const seen = new Map<number, VipOutput>();
  for (const vip of [...byCard.items, ...byName.items]) seen.set(vip.id, vip);
  return [...seen.values()];
}

/** Binds a WeChat user to a member, found by name or card number. */
export function BindVipModal({ row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<VipOutput[]>([]);
  const [searching, setSearching] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');

  useEffect(() => () => clearTimeout(pending.current), []);
  // the next opening starts with no matches of this one's search
  const close = () => {
    clearTimeout(pending.current);
    setOptions([]);
    onClose();
  };

  const search = (text: string) => {
    clearTimeout(pending.current);
    const value = text.trim();
    latest.current = value;
    if (!value) return;
    pending.current = setTimeout(() => {
      setSearching(true);
      findMembers(value)
        .then((found) => {
          // an answer to an older text is dropped
          if (latest.current === value) setOptions(found);
        })
        .catch(() => setOptions([]))
        .finally(() => setSearching(false));
    }, SEARCH_PAUSE_MS);
  };

  const label = t('wechat.vipSearch');
  return (
    <FormModal<{ vipId: number }>
      open={row !== null}
      title={row ? t('wechat.bindTitle', { name: displayName(row, t) }) : ''}
      onSubmit={(values) => wechatUserApi.bindVip((row as WechatUserOutput).id, values.vipId)}
      onClose={close}
      onSaved={onSaved}
      doneText={t('wechat.bindDone')}
      width={520}
    >
      <Typography.Paragraph type="secondary">{t('wechat.bindHint')}</Typography.Paragraph>
      <Form.Item name="vipId" label={label} rules={[{ required: true, message: t('wechat.vipRequired') }]}>
        <Select
          showSearch
          filterOption={false}
          onSearch={search}
          loading={searching}
          placeholder={t('wechat.vipSearchPlaceholder')}
          notFoundContent={null}
          options={options.map((vip) => ({
            value: vip.id,
            label: `${vip.cardNo} ${vip.name}${vip.mobile ? ` · ${vip.mobile}` : ''}`,
          }))}
          data-testid="wechat-bind-vip"
        />
      </Form.Item>
    </FormModal>
  );
}
