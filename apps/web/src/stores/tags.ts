import { create } from 'zustand';
import { closeTag, closeAll, closeOthers, moveTag, openTag, type Tag } from '../layouts/tags/tagList.ts';
import { Session, STORAGE_PREFIX } from './storage.ts';

export const TAGS_VIEW_KEY = `${STORAGE_PREFIX}tagsViewList`;
export const TAGS_FULL_KEY = `${STORAGE_PREFIX}isTagsViewCurrenFull`;

interface TagsState {
  tags: Tag[];
  /** Bumped per tag by "refresh": remounts that screen. */
  versions: Record<string, number>;
  /** Tags-view full screen (header and menus hidden), kept in session storage. */
  fullscreen: boolean;
  open(tag: Tag): void;
  close(key: string): Tag[];
  closeOthers(key: string): void;
  closeAll(): void;
  move(from: number, to: number): void;
  refresh(key: string): void;
  setFullscreen(on: boolean): void;
  /** Pinned tags of a freshly loaded menu, and the stored list when tag caching is on. */
  restore(pinned: Tag[], cached: boolean, knownRouteIds: ReadonlySet<number>): void;
  reset(): void;
}

function remember(tags: Tag[]): void {
  Session.set(TAGS_VIEW_KEY, JSON.stringify(tags));
}

function storedTags(): Tag[] {
  try {
    const value: unknown = JSON.parse(Session.get(TAGS_VIEW_KEY) ?? '[]');
    return Array.isArray(value) ? (value as Tag[]).filter((t) => t && typeof t.key === 'string') : [];
  } catch {
    return [];
  }
}

/** The open tags of the tags view (template-web §3). */
export const useTagsStore = create<TagsState>()((set, get) => ({
  tags: [],
  versions: {},
  fullscreen: Session.get(TAGS_FULL_KEY) === '1',
  open: (tag) => {
    const tags = openTag(get().tags, tag);
    if (tags !== get().tags) {
      set({ tags });
      remember(tags);
    }
  },
  close: (key) => {
    const tags = closeTag(get().tags, key);
    set({ tags });
    remember(tags);
    return tags;
  },
  closeOthers: (key) => {
    const tags = closeOthers(get().tags, key);
    set({ tags });
    remember(tags);
  },
  closeAll: () => {
    const tags = closeAll(get().tags);
    set({ tags });
    remember(tags);
  },
  move: (from, to) => {
    const tags = moveTag(get().tags, from, to);
    set({ tags });
    remember(tags);
  },
  refresh: (key) => set((s) => ({ versions: { ...s.versions, [key]: (s.versions[key] ?? 0) + 1 } })),
  setFullscreen: (on) => {
    Session.set(TAGS_FULL_KEY, on ? '1' : '0');
    set({ fullscreen: on });
  },
  restore: (pinned, cached, knownRouteIds) => {
    let tags: Tag[] = [];
    for (const tag of pinned) tags = openTag(tags, tag);
    // Tags of menus the user no longer has are dropped.
    if (cached) for (const tag of storedTags()) if (knownRouteIds.has(tag.routeId)) tags = openTag(tags, tag);
    set({ tags });
    remember(tags);
  },
  reset: () => {
    Session.remove(TAGS_VIEW_KEY);
    set({ tags: [], versions: {} });
  },
}));
