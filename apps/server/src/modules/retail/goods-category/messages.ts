import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of goods-category refusals. */
export const categoryMessages = defineMessages({
  'category.parentMissing': {
    'zh-cn': '上级分类不存在',
    en: 'The parent category does not exist',
    'zh-tw': '上級分類不存在',
  },
  'category.cycle': {
    'zh-cn': '不能把分类移到它自己或它的下级分类下',
    en: 'A category cannot be moved under itself or one of its sub-categories',
    'zh-tw': '不能把分類移到它自己或它的下級分類下',
  },
  'category.hasChildren': {
    'zh-cn': '该分类下还有 {count} 个子分类，请先删除子分类',
    en: 'This category still has {count} sub-categor(ies); delete them first',
    'zh-tw': '該分類下還有 {count} 個子分類，請先刪除子分類',
  },
  'category.hasGoods': {
    'zh-cn': '该分类下还有 {count} 个商品，请先调整这些商品',
    en: '{count} goods still belong to this category; move them first',
    'zh-tw': '該分類下還有 {count} 個商品，請先調整這些商品',
  },
});
