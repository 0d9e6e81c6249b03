/** Deterministic goods names and prices, so every generated database (and every bench run) is the same. */

const ADJECTIVES = [
  'Fresh',
  'Classic',
  'Organic',
  'Mini',
  'Family',
  'Premium',
  'Light',
  'Spicy',
  'Sweet',
  'Crispy',
];
const NOUNS = [
  '牛奶',
  '面包',
  '饼干',
  '果汁',
  '咖啡',
  '绿茶',
  '大米',
  '面条',
  '酱油',
  '食醋',
  'Shampoo',
  'Soap',
  'Towel',
  'Socks',
  'T-shirt',
  'Notebook',
  'Pencil',
  'Battery',
  'Cable',
  'Charger',
  '薯片',
  '巧克力',
  '矿泉水',
  '啤酒',
  '红酒',
  '奶粉',
  '纸巾',
  '洗衣液',
  '牙膏',
  '牙刷',
  'Apple',
  'Banana',
  'Orange',
  'Grape',
  'Lemon',
  'Mango',
  'Peach',
  'Pear',
  'Cherry',
  'Melon',
  '毛巾',
  '拖鞋',
  '雨伞',
  '水杯',
  '饭盒',
  '衣架',
  '垃圾袋',
  '保鲜膜',
  '电池',
  '灯泡',
];

export function goodsName(index: number): string {
  const adjective = ADJECTIVES[index % ADJECTIVES.length] as string;
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length] as string;
  return `${adjective} ${noun} ${index}`;
}

/** Retail price in fen, 1.00 to 200.00 yuan. */
export function priceOf(index: number): number {
  return 100 + ((index * 7919) % 19_901);
}

/** A small seeded generator (mulberry32): the same data on every run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** an integer in [0, below) */
  int(below: number): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  }
}
