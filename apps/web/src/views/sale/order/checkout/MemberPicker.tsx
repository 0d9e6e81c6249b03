import { UserOutlined } from '@ant-design/icons';
import type { VipOutput } from '@retail/contracts/api/retail/vip';
import { Button, Card, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vipApi } from '../../../../api/vip.ts';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { ShortcutKey } from './ShortcutKey.tsx';

interface Props {
  member: VipOutput | null;
  onChange(member: VipOutput | null): void;
}

/** Finds the member of the sale by mobile or card number (enabled members of the whole tenant). */
export function MemberPicker({ member, onChange }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [matches, setMatches] = useState<VipOutput[]>([]);
  const [busy, setBusy] = useState(false);

  const search = async (text: string) => {
    const value = text.trim();
    if (!value) return;
    setBusy(true);
    try {
      const found = await vipApi.lookup(value);
      if (found.length === 0) feedback.error(t('retailDocs.sale.memberNotFound', { keyword: value }));
      if (found.length === 1) {
        onChange(found[0] as VipOutput);
        setKeyword('');
        setMatches([]);
      } else {
        setMatches(found);
      }
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  if (member)
    return (
      <Card size="small" data-testid="sale-member">
        <Space wrap>
          <UserOutlined />
          <Typography.Text strong>{member.name}</Typography.Text>
          <span>{member.cardNo}</span>
          <span>{member.mobile}</span>
          <span>
            {t('retailDocs.vip.balance')}: <YuanText value={member.balance} />
          </span>
          <Button size="small" onClick={() => onChange(null)}>
            {t('retailDocs.sale.removeMember')}
          </Button>
        </Space>
      </Card>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(text) => void search(text)}
        loading={busy}
        maxLength={32}
        placeholder={t('retailDocs.sale.memberPlaceholder')}
        enterButton={
          <>
            {t('retailDocs.sale.findMember')} <ShortcutKey action="member" />
          </>
        }
        data-testid="sale-member-search"
        data-till-focus="member"
      />
      {matches.length > 1 ? (
        <List
          size="small"
          bordered
          dataSource={matches}
          renderItem={(vip) => (
            <List.Item
              actions={[
                <Button key="pick" size="small" onClick={() => onChange(vip)}>
                  {t('retailDocs.sale.pickMember')}
                </Button>,
              ]}
            >
              {vip.name} · {vip.cardNo} · {vip.mobile}
            </List.Item>
          )}
        />
      ) : null}
    </Space>
  );
}
