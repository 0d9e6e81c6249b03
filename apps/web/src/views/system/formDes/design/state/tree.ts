import type { FormNode, FormSchema } from '@retail/contracts/api/system/form-model';

/**
 * Pure operations on a form's node tree, each answering a new schema (the designer's history keeps the old one).
 * Nodes live in containers: the form itself (`ROOT`), a group (its id) or a grid column (its id).
 */
export const ROOT = 'root';

export interface Place {
  /** the container's id: ROOT, a group's or a grid column's */
  container: string;
  index: number;
}

const isField = (node: FormNode) => node.type !== 'grid' && node.type !== 'group';

/** Rewrites the children of every container with `edit` (the root's included), leaving the rest shared. */
function mapContainers(
  schema: FormSchema,
  edit: (container: string, children: FormNode[]) => FormNode[],
): FormSchema {
  const walk = (container: string, nodes: FormNode[]): FormNode[] =>
    edit(
      container,
      nodes.map((node): FormNode => {
        if (node.type === 'group') return { ...node, children: walk(node.id, node.children) };
        if (node.type === 'grid')
          return {
            ...node,
            columns: node.columns.map((column) => ({
              ...column,
              children: walk(column.id, column.children),
            })),
          };
        return node;
      }),
    );
  return { ...schema, nodes: walk(ROOT, schema.nodes) };
}

/** Every node with its place, in reading order. */
export function nodesWithPlaces(schema: FormSchema): Array<{ node: FormNode; place: Place }> {
  const out: Array<{ node: FormNode; place: Place }> = [];
  const walk = (container: string, nodes: FormNode[]) =>
    nodes.forEach((node, index) => {
      out.push({ node, place: { container, index } });
      if (node.type === 'group') walk(node.id, node.children);
      if (node.type === 'grid') for (const column of node.columns) walk(column.id, column.children);
    });
  walk(ROOT, schema.nodes);
  return out;
}

export function findNode(schema: FormSchema, id: string): FormNode | undefined {
  return nodesWithPlaces(schema).find((entry) => entry.node.id === id)?.node;
}

/** The ids of a node and of everything inside it (its columns too). */
export function idsWithin(node: FormNode): Set<string> {
  const ids = new Set<string>([node.id]);
  const walk = (n: FormNode) => {
    if (n.type === 'group') n.children.forEach((c) => (ids.add(c.id), walk(c)));
    if (n.type === 'grid')
      for (const column of n.columns) {
        ids.add(column.id);
        column.children.forEach((c) => (ids.add(c.id), walk(c)));
      }
  };
  walk(node);
  return ids;
}

/** Every id and every field key in use: a new node takes neither. */
export function usedNames(schema: FormSchema): { ids: Set<string>; keys: Set<string> } {
  const ids = new Set<string>();
  const keys = new Set<string>();
  for (const { node } of nodesWithPlaces(schema)) {
    for (const id of idsWithin(node)) ids.add(id);
    if (isField(node)) keys.add((node as { key: string }).key);
  }
  return { ids, keys };
}

export function insertNode(schema: FormSchema, place: Place, node: FormNode): FormSchema {
  return mapContainers(schema, (container, children) => {
    if (container !== place.container) return children;
    const at = Math.max(0, Math.min(place.index, children.length));
    return [...children.slice(0, at), node, ...children.slice(at)];
  });
}

export function removeNode(schema: FormSchema, id: string): FormSchema {
  return mapContainers(schema, (_container, children) => children.filter((n) => n.id !== id));
}

/**
 * Moves a node to a place (an index among the target's children as they are before the move). A node never goes
 * into itself; moving it to where it is changes nothing.
 */
export function moveNode(schema: FormSchema, id: string, place: Place): FormSchema {
  const entry = nodesWithPlaces(schema).find((e) => e.node.id === id);
  if (!entry || idsWithin(entry.node).has(place.container)) return schema;
  let index = place.index;
  if (entry.place.container === place.container) {
    if (index === entry.place.index || index === entry.place.index + 1) return schema;
    if (index > entry.place.index) index -= 1;
  }
  return insertNode(removeNode(schema, id), { container: place.container, index }, entry.node);
}

/** Replaces a node by what `edit` makes of it. */
export function updateNode(schema: FormSchema, id: string, edit: (node: FormNode) => FormNode): FormSchema {
  return mapContainers(schema, (_container, children) => children.map((n) => (n.id === id ? edit(n) : n)));
}

/** Renames a field's key, and every show condition that reads it, so conditions follow the field. */
export function renameKey(schema: FormSchema, from: string, to: string): FormSchema {
  const renamed = (field: string) =>
    field === from ? to : field.startsWith(`${from}.`) ? `${to}${field.slice(from.length)}` : field;
  return mapContainers(schema, (_container, children) =>
    children.map((node) => {
      if (node.type === 'grid') return node;
      const showWhen = node.showWhen.map((c) => ({ ...c, field: renamed(c.field) }));
      if (node.type === 'group') return { ...node, showWhen };
      return { ...node, key: node.key === from ? to : node.key, showWhen };
    }),
  );
}
