import { describe, expect, it } from 'vitest';
import { closeAll, closeOthers, closeTag, moveTag, nextAfterClose, openTag, type Tag } from './tagList.ts';

const tag = (key: string, affix = false): Tag => ({ key, pathname: key, search: '', routeId: 1, affix });
const keys = (tags: Tag[]) => tags.map((t) => t.key);

describe('tags view list', () => {
  const start = [tag('/home', true), tag('/a'), tag('/b'), tag('/c')];

  it('opens a tag once per path and query', () => {
    expect(openTag(start, tag('/a'))).toBe(start);
    expect(keys(openTag(start, tag('/a?x=1')))).toEqual(['/home', '/a', '/b', '/c', '/a?x=1']);
  });

  it('never closes pinned tags', () => {
    expect(keys(closeTag(start, '/home'))).toEqual(['/home', '/a', '/b', '/c']);
    expect(keys(closeTag(start, '/b'))).toEqual(['/home', '/a', '/c']);
    expect(keys(closeOthers(start, '/b'))).toEqual(['/home', '/b']);
    expect(keys(closeAll(start))).toEqual(['/home']);
  });

  it('goes to the tag that took the closed one’s place, else the new last one', () => {
    expect(nextAfterClose(start, closeTag(start, '/b'), '/b')?.key).toBe('/c');
    expect(nextAfterClose(start, closeTag(start, '/c'), '/c')?.key).toBe('/b');
  });

  it('moves a tag by drag and drop', () => {
    expect(keys(moveTag(start, 3, 1))).toEqual(['/home', '/c', '/a', '/b']);
    expect(keys(moveTag(start, 1, 10))).toEqual(['/home', '/b', '/c', '/a']);
  });
});
