import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Dropdown, type MenuProps } from 'antd';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMenuStore } from '../../stores/menu.ts';
import { useTagsStore } from '../../stores/tags.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { MenuIcon } from '../parts/MenuIcon.tsx';
import { useTagTitle } from './useTagTitle.ts';
import { type Tag, tagKey } from './tagList.ts';
import { useTagActions } from './useTagActions.ts';
import './tags-view.css';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll' | 'fullscreen';

/** The tags bar: one tag per opened screen, with a context menu, drag to sort and pinned tags. */
export function TagsView() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const activeKey = tagKey(pathname, search);
  const tags = useTagsStore((s) => s.tags);
  const move = useTagsStore((s) => s.move);
  const routes = useMenuStore((s) => s.routes);
  const { tagsStyle, isSortableTagsView, isTagsviewIcon } = useThemeStore();
  const tagTitle = useTagTitle();
  const actions = useTagActions(activeKey);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    barRef.current
      ?.querySelector('[data-active="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  const byId = new Map(routes.map((r) => [r.id, r]));
  const menuFor = (tag: Tag): MenuProps => ({
    items: [
      { key: 'refresh', label: t('shell.tags.refresh') },
      ...(tag.affix ? [] : [{ key: 'close', label: t('shell.tags.close') }]),
      { key: 'closeOthers', label: t('shell.tags.closeOthers') },
      { key: 'closeAll', label: t('shell.tags.closeAll') },
      { key: 'fullscreen', label: t('shell.tags.fullscreen') },
    ],
    onClick: ({ key }) => {
      const action = key as Action;
      if (action === 'closeAll') actions.closeAll();
      else actions[action](tag);
    },
  });

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragIndex !== null && dragIndex !== to) move(dragIndex, to);
    setDragIndex(null);
  };

  return (
    <div
      ref={barRef}
      className={`layout-tags ${tagsStyle}`}
      data-testid="tags-view"
      onWheel={(event) => {
        if (barRef.current) barRef.current.scrollLeft += event.deltaY / 4;
      }}
    >
      {tags.map((tag, index) => {
        const active = tag.key === activeKey;
        const route = byId.get(tag.routeId);
        return (
          <Dropdown key={tag.key} menu={menuFor(tag)} trigger={['contextMenu']}>
            <div
              className={`layout-tag${active ? ' is-active' : ''}${tag.affix ? ' is-affix' : ''}`}
              data-active={active}
              data-testid="tag"
              data-key={tag.key}
              draggable={isSortableTagsView}
              onDragStart={() => setDragIndex(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onClick={() => actions.go(tag)}
              onMouseUp={(event) => {
                if (event.button === 1) actions.close(tag);
              }}
            >
              {isTagsviewIcon && !active && route && <MenuIcon name={route.icon} />}
              <span className="layout-tag__title">
                {route ? tagTitle(route.title, tag.search) : tag.pathname}
              </span>
              {active && (
                <ReloadOutlined
                  className="layout-tag__icon"
                  aria-label={t('shell.tags.refresh')}
                  onClick={(event) => {
                    event.stopPropagation();
                    actions.refresh(tag);
                  }}
                />
              )}
              {!tag.affix && (
                <CloseOutlined
                  className="layout-tag__icon layout-tag__close"
                  aria-label={t('shell.tags.close')}
                  data-testid="tag-close"
                  onClick={(event) => {
                    event.stopPropagation();
                    actions.close(tag);
                  }}
                />
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
}
