import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTagsStore } from '../../stores/tags.ts';
import { nextAfterClose, type Tag } from './tagList.ts';
import { unsavedWork } from './unsavedWork.ts';

const HOME = '/';

/**
 * The tags view's actions (template-web §3.2), shared by the context menu and the tag icons. Closing or
 * refreshing tags whose screens hold unsaved work asks first.
 */
export function useTagActions(activeKey: string) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const store = useTagsStore;
  const go = (tag: Tag) => navigate(`${tag.pathname}${tag.search}`);
  /** Runs `then` at once, or after the user agrees to drop the unsaved work of the tags it ends. */
  const leaving = (tags: readonly Tag[], then: () => void) => {
    const keys = tags.map((tag) => tag.key);
    if (!unsavedWork.in(keys)) return then();
    modal.confirm({
      title: t('shell.tags.unsavedTitle'),
      content: t('shell.tags.unsaved'),
      okText: t('shell.tags.leave'),
      cancelText: t('ui.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        unsavedWork.forget(keys);
        then();
      },
    });
  };
  const closable = (keep: (tag: Tag) => boolean) =>
    store.getState().tags.filter((tag) => !tag.affix && !keep(tag));
  return {
    go,
    refresh(tag: Tag) {
      leaving([tag], () => {
        if (tag.key !== activeKey) go(tag);
        store.getState().refresh(tag.key);
      });
    },
    close(tag: Tag) {
      if (tag.affix) return;
      leaving([tag], () => {
        const before = store.getState().tags;
        const after = store.getState().close(tag.key);
        if (tag.key !== activeKey) return;
        const next = nextAfterClose(before, after, tag.key);
        navigate(next ? `${next.pathname}${next.search}` : HOME);
      });
    },
    closeOthers(tag: Tag) {
      leaving(
        closable((other) => other.key === tag.key),
        () => {
          if (tag.key !== activeKey) go(tag);
          store.getState().closeOthers(tag.key);
        },
      );
    },
    closeAll() {
      leaving(
        closable(() => false),
        () => {
          const after = closeAllAndGetPinned();
          const last = after[after.length - 1];
          navigate(last ? `${last.pathname}${last.search}` : HOME);
        },
      );
    },
    fullscreen(tag: Tag) {
      if (tag.key !== activeKey) go(tag);
      store.getState().setFullscreen(true);
    },
  };
}

function closeAllAndGetPinned(): Tag[] {
  useTagsStore.getState().closeAll();
  return useTagsStore.getState().tags;
}
