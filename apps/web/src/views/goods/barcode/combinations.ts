/** A colour × size variant; null where the goods has no colours (or no sizes). */
export interface Combination {
  key: string;
  color: string | null;
  size: string | null;
}

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** Every colour with every size; with only colours (or only sizes) one variant each; none without either. */
export function combinations(colors: string[], sizes: string[]): Combination[] {
  const cs = unique(colors);
  const ss = unique(sizes);
  if (cs.length === 0 && ss.length === 0) return [];
  const out: Combination[] = [];
  for (const color of cs.length > 0 ? cs : [null]) {
    for (const size of ss.length > 0 ? ss : [null]) {
      out.push({ key: JSON.stringify([color, size]), color, size });
    }
  }
  return out;
}
