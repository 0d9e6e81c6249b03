/** Names the demo data is made of: a small shop selling clothes, shoes, accessories and snacks. */

export const DEMO_CATEGORIES: Array<{ name: string; children: string[] }> = [
  { name: '服装', children: ['上衣', '裤装', '外套'] },
  { name: '鞋履', children: ['运动鞋', '休闲鞋'] },
  { name: '配饰', children: ['帽子', '包袋'] },
  { name: '食品', children: ['零食', '饮料'] },
];

export const DEMO_SUPPLIERS = ['华南服饰有限公司', '东方鞋业', '晨光配饰', '好味食品批发', '远航贸易'];

export const COLOURS = ['黑色', '白色', '灰色', '藏青', '红色'];
export const SIZES = ['S', 'M', 'L', 'XL'];
export const SHOE_SIZES = ['38', '39', '40', '41', '42', '43'];

/** Words per leaf category: goods names are an adjective + a noun. */
export const DEMO_WORDS: Record<
  string,
  { nouns: string[]; units: string; sized: 'clothes' | 'shoes' | 'none'; price: [number, number] }
> = {
  上衣: {
    nouns: ['T恤', '衬衫', '卫衣', '针织衫', 'Polo衫'],
    units: '件',
    sized: 'clothes',
    price: [59, 299],
  },
  裤装: { nouns: ['牛仔裤', '休闲裤', '运动裤', '短裤'], units: '条', sized: 'clothes', price: [79, 399] },
  外套: { nouns: ['夹克', '风衣', '羽绒服', '西装'], units: '件', sized: 'clothes', price: [199, 999] },
  运动鞋: { nouns: ['跑步鞋', '篮球鞋', '训练鞋'], units: '双', sized: 'shoes', price: [199, 899] },
  休闲鞋: { nouns: ['帆布鞋', '板鞋', '乐福鞋'], units: '双', sized: 'shoes', price: [129, 599] },
  帽子: { nouns: ['棒球帽', '渔夫帽', '毛线帽'], units: '顶', sized: 'none', price: [39, 159] },
  包袋: { nouns: ['双肩包', '托特包', '斜挎包', '钱包'], units: '个', sized: 'none', price: [69, 699] },
  零食: { nouns: ['坚果礼盒', '牛肉干', '饼干', '巧克力'], units: '盒', sized: 'none', price: [9, 99] },
  饮料: { nouns: ['矿泉水', '果汁', '咖啡', '茶饮'], units: '瓶', sized: 'none', price: [3, 29] },
};

export const ADJECTIVES = ['经典', '轻便', '舒适', '复古', '简约', '潮流', '加厚', '速干', '纯棉', '限定'];

export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
];
export const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
];

/** A small deterministic random generator (mulberry32), so every demo run builds the same shop. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
