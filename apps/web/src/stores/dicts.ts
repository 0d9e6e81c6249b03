import type { DictTreeOutput } from '@retail/contracts/api/system/dict';
import { create } from 'zustand';
import type { ConstGroupOutput } from '@retail/contracts/api/system/const';
import { Session, STORAGE_PREFIX } from './storage.ts';

export const CONST_LIST_KEY = `${STORAGE_PREFIX}constList`;
export const DICT_LIST_KEY = `${STORAGE_PREFIX}dictList`;

function cached<T>(key: string): T[] {
  try {
    const value: unknown = JSON.parse(Session.get(key) ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

interface DictState {
  constList: ConstGroupOutput[];
  dictList: DictTreeOutput[];
  set(constList: ConstGroupOutput[], dictList: DictTreeOutput[]): void;
  /** Items of the dictionary type with this code (empty when unknown). */
  items(code: string): DictTreeOutput['children'];
}

/**
 * Constants and dictionaries loaded with the session (spec §7 "At login routing the client also loads … the
 * constant list and the dictionary list"), cached in session storage for the tab.
 */
export const useDictStore = create<DictState>()((set, get) => ({
  constList: cached<ConstGroupOutput>(CONST_LIST_KEY),
  dictList: cached<DictTreeOutput>(DICT_LIST_KEY),
  set: (constList, dictList) => {
    Session.set(CONST_LIST_KEY, JSON.stringify(constList));
    Session.set(DICT_LIST_KEY, JSON.stringify(dictList));
    set({ constList, dictList });
  },
  items: (code) => get().dictList.find((type) => type.code === code)?.children ?? [],
}));
