import type { printer as zhCn } from './zh-cn.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const printer: Texts<typeof zhCn> = {
  title: '列印站',
  tabs: { document: '列印單據', calibration: '列印校準' },
  docType: '單據類型',
  document: '單據',
  documentPlaceholder: '輸入單號搜尋',
  template: '範本',
  defaultTemplate: '預設範本',
  copies: '份數',
  preview: '預覽',
  print: '列印',
  noDocument: '選擇一張單據後在此預覽',
  loadFailed: '無法載入單據：{{message}}',
  badLink: '列印連結無效：需要 docType（單據類型）和 id（單據編號）',
  back: '開啟列印站',
  calibration: {
    paper: '紙張',
    offsetX: '水平偏移 (mm)',
    offsetY: '垂直偏移 (mm)',
    save: '儲存校準',
    saved: '本機列印校準已儲存',
    printTest: '列印測試頁',
    help: '以 100% 比例列印測試頁，用尺量：標尺應與實際毫米一致，方框應為 40 × 40 mm。若整體偏移，填入偏移量（向右、向下為正），本機之後的所有列印都會依此修正。',
    papers: { A4: 'A4', A5: 'A5', roll80: '80 mm 收據', roll58: '58 mm 收據', label5030: '標籤 50 × 30 mm' },
  },
};
