import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { isNoticeType, NOTICE_TYPES, TYPE_COLORS } from './options.ts';

/** Pieces of the notice admin list, the notice board and the notice view. */

/** A notice's type as a coloured tag (an unknown code as it is). */
export function NoticeTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  if (!isNoticeType(type)) return <Tag>{type}</Tag>;
  return <Tag color={TYPE_COLORS[type]}>{t(`system.notice.types.${type}`)}</Tag>;
}

/** A notice's title that opens it; `strong` for one not read yet. */
export function NoticeTitleLink({
  title,
  strong,
  onOpen,
}: {
  title: string;
  strong?: boolean;
  onOpen(): void;
}) {
  return (
    <Button
      type="link"
      size="small"
      onClick={onOpen}
      style={strong === undefined ? undefined : { fontWeight: strong ? 600 : 400 }}
    >
      {title}
    </Button>
  );
}

/** The title and type filters of both notice lists, then the list's own (`children`). */
export function NoticeSearchFields({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <TextFilters fields={[['title', t('system.notice.title')]]} />
      <ChoiceFilter
        name="type"
        label={t('system.notice.type')}
        values={NOTICE_TYPES}
        text={(v) => t(`system.notice.types.${v}`)}
      />
      {children}
    </>
  );
}
