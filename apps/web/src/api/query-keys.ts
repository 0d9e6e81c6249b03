/**
 * The react-query keys of one API resource (`sysUser`, `goods`): every key starts with the resource, so one
 * invalidation of `all` refreshes whatever is cached of it after a change (list pages, pickers, details).
 */
export function resourceKeys<const Resource extends string>(resource: Resource) {
  return {
    all: [resource] as const,
    /**
     * The key of one read: its call (the endpoint's last path segment, `page`, `list`, `detail`) and what the
     * answer depends on (filters, an id). The list kit appends its filters, paging and sort to a `page` key.
     */
    call: <const Params extends readonly unknown[]>(name: string, ...params: Params) =>
      [resource, name, ...params] as const,
  };
}
