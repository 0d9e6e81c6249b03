import { useNavigate } from 'react-router';
import { useTagsStore } from '../../stores/tags.ts';
import { nextAfterClose, type Tag } from './tagList.ts';

const HOME = '/';

/** The tags view's actions (template-web §3.2), shared by the context menu and the tag icons. */
export function useTagActions(activeKey: string) {
  const navigate = useNavigate();
  const store = useTagsStore;
  const go = (tag: Tag) => navigate(`${tag.pathname}${tag.search}`);
  return {
    go,
    refresh(tag: Tag) {
      if (tag.key !== activeKey) go(tag);
      store.getState().refresh(tag.key);
    },
    close(tag: Tag) {
      if (tag.affix) return;
      const before = store.getState().tags;
      const after = store.getState().close(tag.key);
      if (tag.key !== activeKey) return;
      const next = nextAfterClose(before, after, tag.key);
      navigate(next ? `${next.pathname}${next.search}` : HOME);
    },
    closeOthers(tag: Tag) {
      if (tag.key !== activeKey) go(tag);
      store.getState().closeOthers(tag.key);
    },
    closeAll() {
      const after = closeAllAndGetPinned();
      const last = after[after.length - 1];
      navigate(last ? `${last.pathname}${last.search}` : HOME);
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
