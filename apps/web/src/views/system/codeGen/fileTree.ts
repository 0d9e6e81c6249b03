/** A folder or file of the preview's tree; a file's key is its path. */
export interface FileNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: FileNode[];
}

/**
 * Repository paths as a folder tree, folders first, each level sorted by name; a folder with a single folder in it
 * is shown as one (`apps/server/src`), as editors do.
 */
export function fileTree(paths: readonly string[]): FileNode[] {
  interface Folder {
    folders: Map<string, Folder>;
    files: string[];
  }
  const root: Folder = { folders: new Map(), files: [] };
  for (const path of new Set(paths)) {
    const parts = path.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) {
        next = { folders: new Map(), files: [] };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.files.push(path);
  }
  const nodes = (folder: Folder, prefix: string): FileNode[] => [
    ...[...folder.folders.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, child]): FileNode => {
        let title = name;
        let inner = child;
        let key = `${prefix}${name}/`;
        while (inner.files.length === 0 && inner.folders.size === 1) {
          const [[only, next]] = [...inner.folders.entries()] as [[string, Folder]];
          title = `${title}/${only}`;
          key = `${key}${only}/`;
          inner = next;
        }
        return { key, title, isLeaf: false, children: nodes(inner, key) };
      }),
    ...folder.files
      .sort((a, b) => a.localeCompare(b))
      .map((path) => ({ key: path, title: path.slice(path.lastIndexOf('/') + 1), isLeaf: true })),
  ];
  return nodes(root, '');
}
