/**
 * The till: scanning, goods search and keyboard shortcuts (desktop and phone); its money rules: cash tender,
 * discount approval, refund methods, returns without receipt, refund slips.
 */
export const till = {
  scan: {
    waiting: '{{count}} 个待查',
    refused: '{{count}} 个条码未加入',
  },
  location: {
    label: '出货地点',
    returnLabel: '退回地点',
    choose: '本单出货的库存地点',
    otherHint: '已选其他地点：商品搜索显示的仍是本人所在地点的库存',
  },
  search: {
    open: '查找商品',
    title: '查找商品',
    placeholder: '名称、编码、条码或拼音首字母（如 nn 查牛奶），↑↓ 选择，回车加入',
    empty: '没有可售的商品',
    noBarcode: '无条码，按商品编码销售',
    stock: '库存 {{qty}}',
  },
  keys: {
    hint: '快捷键：F2 查找商品 · F3 会员 · F4 数量 · F6 单品优惠 · F7 整单优惠 · F8 挂单 · F9 取单 · F12 / Ctrl+Enter 收款 · Alt+N 新单 · Esc 回到扫码',
    discardSale: '放弃当前销售，开始新的一单？',
    discard: '放弃并新开',
  },
  tender: {
    tendered: '实收现金',
    exact: '刚好',
    changeDue: '找零 {{amount}}',
    short: '实收现金少于现金支付 {{amount}}',
  },
  approval: {
    title: '折扣需要主管授权',
    overLimit:
      '本单折扣（单行 {{line}}%，整单 {{order}}%）超过您的权限（单行最多 {{maxLine}}，整单最多 {{maxOrder}}），请主管输入账号和密码授权。',
    account: '主管账号',
    password: '主管密码',
    approve: '授权并结账',
    needed: '折扣超过您的权限，结账时需要主管授权',
    noLimit: '不限',
  },
  approvals: {
    title: '折扣授权记录',
    requestedBy: '申请人',
    approvedBy: '授权人',
    linePct: '单行折扣 %',
    orderPct: '整单折扣 %',
    time: '授权时间',
    empty: '无授权记录',
  },
  refundMethod: {
    label: '退款方式',
    original: '原路退回',
    cash: '现金',
    balance: '会员余额',
    balanceNeedsMember: '订单没有会员，不能退回余额',
  },
  slip: {
    print: '打印退款单',
  },
  returns: {
    open: '无小票退货',
    title: '无小票退货',
    scan: '扫描退回的商品条码',
    empty: '请先扫描退回的商品',
    priceHint: '单价取该条码最近一次销售的实付单价，没有销售记录时取商品价格，由服务器确定。',
    member: '会员（退回余额时必填）',
    method: '退款方式',
    reason: '退货原因',
    submit: '确认退货',
    done: '退货单 {{no}} 已完成，退款 {{amount}}',
    next: '继续退货',
    openOrder: '查看退货单',
    remove: '移除',
  },
  kind: {
    label: '单据类型',
    sale: '销售',
    return: '无小票退货',
  },
  limits: {
    title: '各角色折扣上限',
    hint: '用户的上限取其启用角色中最宽的一个；留空为不限；系统管理员不受限。超过上限的折扣需要主管授权。',
    role: '角色',
    maxLine: '单行折扣上限 %',
    maxOrder: '整单折扣上限 %',
    save: '保存折扣上限',
  },
};
