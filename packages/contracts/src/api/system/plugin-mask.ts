/**
 * What a stored secret of a plugin config is answered as; sent back unchanged, the stored secret stays.
 * Zod-free, so the web may import it at run time.
 */
export const PLUGIN_SECRET_MASK = '******';
