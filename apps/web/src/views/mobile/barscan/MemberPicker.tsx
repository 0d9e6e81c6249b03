import { ActionSheet, Button, Input, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Member, mobileApi } from '../../../api/mobile.ts';
import { yuanText } from '../../../components/display/format.ts';
import { useCartStore } from './cartStore.ts';

/** The optional member of the sale, found by mobile or card number. */
export function MemberPicker() {
  const { t } = useTranslation();
  const member = useCartStore((state) => state.cart.member);
  const setMember = useCartStore((state) => state.setMember);
  const [keyword, setKeyword] = useState('');
  const [pending, setPending] = useState(false);

  const choose = (found: Member) => {
    setMember(found);
    setKeyword('');
  };
  const find = async () => {
    const text = keyword.trim();
    if (!text || pending) return;
    setPending(true);
    try {
      const found = await mobileApi.lookupMember(text);
      if (found.length === 0) Toast.show({ icon: 'fail', content: t('mobile.member.none') });
      else if (found.length === 1) choose(found[0] as Member);
      else
        ActionSheet.show({
          extra: t('mobile.member.choose'),
          actions: found.map((m) => ({ key: m.id, text: `${m.name} · ${m.cardNo} · ${m.mobile ?? ''}` })),
          onAction: (action) => {
            const picked = found.find((m) => m.id === action.key);
            if (picked) choose(picked);
          },
          closeOnAction: true,
        });
    } catch (error) {
      Toast.show({ icon: 'fail', content: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <List className="mobile-section" header={`${t('mobile.member.title')} · ${t('mobile.member.optional')}`}>
      {member ? (
        <List.Item
          data-testid="cart-member"
          description={`${member.cardNo}${member.mobile ? ` · ${member.mobile}` : ''} · ${t(
            'mobile.member.balance',
            {
              amount: yuanText(member.balance),
            },
          )}`}
          extra={
            <Button size="mini" onClick={() => setMember(null)}>
              {t('mobile.member.clear')}
            </Button>
          }
        >
          {member.name}
        </List.Item>
      ) : (
        <List.Item
          extra={
            <Button size="mini" color="primary" loading={pending} onClick={find}>
              {t('mobile.member.find')}
            </Button>
          }
        >
          <Input
            value={keyword}
            onChange={setKeyword}
            onEnterPress={find}
            placeholder={t('mobile.member.placeholder')}
            aria-label={t('mobile.member.placeholder')}
            clearable
            data-testid="member-input"
          />
        </List.Item>
      )}
    </List>
  );
}
