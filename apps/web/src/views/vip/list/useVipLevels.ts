import { useDict } from '../../../components/display/useDict.ts';

/** Member levels from the `vip_level` dictionary, named in the user's language. */
export const useVipLevels = () => useDict('vip_level');
