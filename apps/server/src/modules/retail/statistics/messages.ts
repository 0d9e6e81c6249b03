import { defineMessages } from '../../../platform/i18n/define-messages.ts';

export const statisticsMessages = defineMessages({
  'statistics.badRange': {
    'zh-cn': 'startDate/endDate：请选择有效的日期范围（结束不早于开始，最长两年）',
    en: 'startDate/endDate: choose a valid date range (end not before start, at most two years)',
    'zh-tw': 'startDate/endDate：請選擇有效的日期範圍（結束不早於開始，最長兩年）',
  },
  'statistics.locationNotReadable': {
    'zh-cn': 'locationId：无权查看库存地点 {id} 的报表',
    en: 'locationId: you may not see the reports of stock location {id}',
    'zh-tw': 'locationId：無權查看庫存地點 {id} 的報表',
  },
});
