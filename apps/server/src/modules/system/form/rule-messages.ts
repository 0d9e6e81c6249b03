import type { FormIssueCode } from '@retail/contracts/api/system/form-check';
import type { FormPattern } from '@retail/contracts/api/system/form-model';
import type { FormErrorCode } from '@retail/contracts/api/system/form-rules';
import { defineMessages, texts, type Texts } from '../../../platform/i18n/define-messages.ts';

/**
 * The texts of a submission's field errors (`form.rule.*`, naming the field by its label), of the spec §5
 * patterns (`form.pattern.*`) and of the publish check's issues (`form.issue.*`, naming the node). The web's
 * form-design namespace holds the same texts for the browser.
 */
export const formRuleMessages = defineMessages({
  'form.rule.required': texts('{field}：必填', '{field}: required', '{field}：必填'),
  'form.rule.type': texts(
    '{field}：值的类型不对',
    '{field}: not a value this field takes',
    '{field}：值的類型不對',
  ),
  'form.rule.minLength': texts(
    '{field}：至少 {min} 个字符',
    '{field}: at least {min} characters',
    '{field}：至少 {min} 個字元',
  ),
  'form.rule.maxLength': texts(
    '{field}：最多 {max} 个字符',
    '{field}: at most {max} characters',
    '{field}：最多 {max} 個字元',
  ),
  'form.rule.pattern': texts('{field}：{rule}', '{field}: {rule}', '{field}：{rule}'),
  'form.rule.min': texts('{field}：不能小于 {min}', '{field}: at least {min}', '{field}：不能小於 {min}'),
  'form.rule.max': texts('{field}：不能大于 {max}', '{field}: at most {max}', '{field}：不能大於 {max}'),
  'form.rule.precision': texts(
    '{field}：最多 {precision} 位小数',
    '{field}: at most {precision} decimals',
    '{field}：最多 {precision} 位小數',
  ),
  'form.rule.money': texts(
    '{field}：金额须不小于 0，最多两位小数',
    '{field}: an amount of at least 0 with at most two decimals',
    '{field}：金額須不小於 0，最多兩位小數',
  ),
  'form.rule.option': texts(
    '{field}：“{value}”不是可选项',
    '{field}: "{value}" is not one of the options',
    '{field}：「{value}」不是可選項',
  ),
  'form.rule.duplicate': texts(
    '{field}：有重复的项',
    '{field}: an item is there twice',
    '{field}：有重複的項',
  ),
  'form.rule.minCount': texts(
    '{field}：至少 {min} 项',
    '{field}: at least {min} items',
    '{field}：至少 {min} 項',
  ),
  'form.rule.maxCount': texts(
    '{field}：最多 {max} 项',
    '{field}: at most {max} items',
    '{field}：最多 {max} 項',
  ),
  'form.rule.date': texts(
    '{field}：不是有效的日期（yyyy-MM-dd）',
    '{field}: not a real date (yyyy-MM-dd)',
    '{field}：不是有效的日期（yyyy-MM-dd）',
  ),
  'form.rule.dateOrder': texts(
    '{field}：开始日期不能晚于结束日期',
    '{field}: the start is after the end',
    '{field}：開始日期不能晚於結束日期',
  ),
  'form.pattern.mobile': texts(
    '不是有效的手机号码',
    'not a valid mainland mobile number',
    '不是有效的手機號碼',
  ),
  'form.pattern.landline': texts(
    '不是有效的固定电话（区号3位+8位或4位+7位）',
    'not a valid landline number (3-digit area code + 8 digits, or 4 + 7)',
    '不是有效的市話號碼（區號3位+8位或4位+7位）',
  ),
  'form.pattern.account': texts(
    '须以字母开头，5–16 位字母、数字或下划线',
    '5–16 letters, digits or underscores, starting with a letter',
    '須以字母開頭，5–16 位字母、數字或底線',
  ),
  'form.pattern.password': texts(
    '须以字母开头，6–16 位字母、数字或下划线',
    '6–16 letters, digits or underscores, starting with a letter',
    '須以字母開頭，6–16 位字母、數字或底線',
  ),
  'form.pattern.strongPassword': texts(
    '须为 6–16 位，同时含字母、数字和符号 !@#$%^&.*',
    '6–16 characters mixing letters, digits and the symbols !@#$%^&.*',
    '須為 6–16 位，同時含字母、數字和符號 !@#$%^&.*',
  ),
  'form.pattern.idCard': texts(
    '不是有效的18位身份证号码',
    'not a valid 18-digit national ID number',
    '不是有效的18位身分證號碼',
  ),
  'form.pattern.email': texts('不是有效的电子邮箱', 'not a valid e-mail address', '不是有效的電子郵件'),
  'form.pattern.url': texts('不是有效的网址', 'not a valid URL', '不是有效的網址'),
  'form.pattern.plate': texts('不是有效的车牌号', 'not a valid licence plate', '不是有效的車牌號'),
  'form.pattern.postalCode': texts(
    '不是有效的邮政编码（6位，不以0开头）',
    'not a valid postal code (6 digits, not starting with 0)',
    '不是有效的郵遞區號（6位，不以0開頭）',
  ),
  'form.pattern.chineseName': texts('不是有效的中文姓名', 'not a valid Chinese name', '不是有效的中文姓名'),
  'form.pattern.ipv4': texts('不是有效的 IPv4 地址', 'not a valid IPv4 address', '不是有效的 IPv4 位址'),
  'form.issue.noFields': texts('表单还没有字段', 'the form has no fields', '表單還沒有欄位'),
  'form.issue.tooManyNodes': texts(
    '表单最多 {max} 个节点',
    'a form has at most {max} nodes',
    '表單最多 {max} 個節點',
  ),
  'form.issue.tooDeep': texts(
    '“{name}”：布局最多嵌套 4 层',
    '"{name}": layouts nest at most 4 deep',
    '「{name}」：版面最多巢狀 4 層',
  ),
  'form.issue.duplicateId': texts(
    '“{name}”：标识 {id} 重复',
    '"{name}": the id {id} is used twice',
    '「{name}」：識別碼 {id} 重複',
  ),
  'form.issue.duplicateKey': texts(
    '“{name}”：字段名 {key} 与另一个字段相同',
    '"{name}": another field has the key {key}',
    '「{name}」：欄位名 {key} 與另一個欄位相同',
  ),
  'form.issue.noLabel': texts('“{name}”：没有标签', '"{name}": no label', '「{name}」：沒有標籤'),
  'form.issue.noOptions': texts('“{name}”：没有选项', '"{name}": no options', '「{name}」：沒有選項'),
  'form.issue.optionsNotAllowed': texts(
    '“{name}”：这种字段没有选项',
    '"{name}": this kind of field has no options',
    '「{name}」：這種欄位沒有選項',
  ),
  'form.issue.duplicateOption': texts(
    '“{name}”：选项值 {value} 重复',
    '"{name}": the option value {value} is there twice',
    '「{name}」：選項值 {value} 重複',
  ),
  'form.issue.ruleNotAllowed': texts(
    '“{name}”：这种字段不能设规则 {rule}',
    '"{name}": this kind of field takes no {rule} rule',
    '「{name}」：這種欄位不能設規則 {rule}',
  ),
  'form.issue.ruleRange': texts(
    '“{name}”：规则的最小值大于最大值',
    '"{name}": a rule’s minimum is above its maximum',
    '「{name}」：規則的最小值大於最大值',
  ),
  'form.issue.multipleNotAllowed': texts(
    '“{name}”：这种字段不能多选',
    '"{name}": this kind of field takes one value only',
    '「{name}」：這種欄位不能多選',
  ),
  'form.issue.badDefault': texts(
    '“{name}”：默认值不是这个字段能取的值',
    '"{name}": the default is not a value this field takes',
    '「{name}」：預設值不是這個欄位能取的值',
  ),
  'form.issue.unknownConditionField': texts(
    '“{name}”：显示条件用到的字段 {field} 不存在',
    '"{name}": its show condition reads {field}, which the form does not have',
    '「{name}」：顯示條件用到的欄位 {field} 不存在',
  ),
  'form.issue.selfCondition': texts(
    '“{name}”：显示条件不能用到它自己',
    '"{name}": its show condition reads the field itself',
    '「{name}」：顯示條件不能用到它自己',
  ),
  'form.issue.conditionCycle': texts(
    '“{name}”：显示条件互相依赖，形成了循环',
    '"{name}": show conditions depend on each other in a circle',
    '「{name}」：顯示條件互相依賴，形成了循環',
  ),
  'form.issue.gridSpan': texts(
    '“{name}”：栅格各列宽度合计 {span}，超过 24',
    '"{name}": the grid’s columns span {span}, more than 24',
    '「{name}」：柵格各欄寬度合計 {span}，超過 24',
  ),
  'form.issue.unknownDict': texts(
    '“{name}”：字典 {dict} 不存在',
    '"{name}": there is no dictionary {dict}',
    '「{name}」：字典 {dict} 不存在',
  ),
}) satisfies Record<
  `form.rule.${FormErrorCode}` | `form.pattern.${FormPattern}` | `form.issue.${FormIssueCode}`,
  Texts
>;
