/** `attachment`/`inline` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters never reach a header
  const clean = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_');
  const fallback = clean.replace(/[^\x20-\x7e]|["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
