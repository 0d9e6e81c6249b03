import type { Language } from '../../../i18n/languages.ts';

/** A demo goods card: its name in each language (the details tag gets all three), a local image, price in fen. */
export interface DemoGoods {
  id: number;
  name: Record<Language, string>;
  image: string;
  priceFen: number;
  sold: number;
}

const goods = (
  id: number,
  image: string,
  [zhCn, en, zhTw]: [string, string, string],
  priceFen: number,
  sold: number,
): DemoGoods => ({
  id,
  name: { 'zh-cn': zhCn, en, 'zh-tw': zhTw },
  image: `/demo/goods-${image}.svg`,
  priceFen,
  sold,
});

/** Local fixtures: the page needs no server call and no image from elsewhere. */
export const DEMO_GOODS: readonly DemoGoods[] = [
  goods(1, 'tea', ['西湖龙井', 'West Lake Longjing tea', '西湖龍井'], 12800, 326),
  goods(2, 'coffee', ['云南小粒咖啡', 'Yunnan arabica coffee', '雲南小粒咖啡'], 6800, 512),
  goods(3, 'apple', ['烟台红富士', 'Yantai Fuji apples', '煙台紅富士'], 1590, 1204),
  goods(4, 'milk', ['全脂鲜牛奶', 'Whole fresh milk', '全脂鮮牛奶'], 1250, 2310),
  goods(5, 'bread', ['全麦吐司', 'Wholemeal toast', '全麥吐司'], 990, 876),
  goods(6, 'rice', ['五常大米 5kg', 'Wuchang rice 5 kg', '五常大米 5kg'], 7990, 431),
  goods(7, 'soap', ['植物香皂', 'Plant-oil soap', '植物香皂'], 590, 958),
  goods(8, 'notebook', ['线圈笔记本', 'Spiral notebook', '線圈筆記本'], 850, 644),
  goods(9, 'tea', ['安溪铁观音', 'Anxi Tieguanyin tea', '安溪鐵觀音'], 9800, 215),
  goods(10, 'coffee', ['冷萃咖啡液', 'Cold brew concentrate', '冷萃咖啡液'], 3990, 389),
  goods(11, 'apple', ['阿克苏冰糖心', 'Aksu sugar-heart apples', '阿克蘇冰糖心'], 2280, 733),
  goods(12, 'milk', ['低脂酸奶', 'Low-fat yoghurt', '低脂優酪乳'], 690, 1490),
  goods(13, 'bread', ['法式长棍', 'French baguette', '法式長棍'], 1200, 402),
  goods(14, 'rice', ['东北糯米 2kg', 'Northeast glutinous rice 2 kg', '東北糯米 2kg'], 3580, 188),
  goods(15, 'soap', ['洗手液补充装', 'Hand wash refill', '洗手液補充裝'], 1990, 567),
  goods(16, 'notebook', ['牛皮纸便签', 'Kraft sticky notes', '牛皮紙便條'], 450, 1022),
];
