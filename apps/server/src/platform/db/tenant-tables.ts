/**
 * The tenant-owned tables: every table with a `tenant_id` column (snake_case, as the database names them).
 * A unit test compares this list with the migrated schema, so a new tenant table cannot be forgotten here.
 */
export const TENANT_TABLES: ReadonlySet<string> = new Set([
  'sys_org',
  'sys_user',
  'sys_pos',
  'sys_role',
  'sys_tenant_menu',
  'sys_session',
  'sys_log_vis',
  'sys_log_op',
  'sys_log_ex',
  'sys_log_diff',
  'sys_file',
  'sys_notice',
  'sys_notice_user',
  'retail_category',
  'retail_supplier',
  'retail_goods',
  'retail_goods_search',
  'retail_barcode',
  'retail_stock',
  'retail_stock_log',
  'retail_vip',
  'retail_vip_balance_log',
  'retail_setting',
  'retail_doc_seq',
  'retail_stock_adjust',
  'retail_stock_adjust_line',
  'retail_sale_order',
  'retail_sale_order_line',
  'retail_sale_refund',
  'retail_sale_refund_line',
  'retail_sale_payment',
  'retail_sale_park',
  'retail_till_shift',
  'retail_till_cash',
  'retail_discount_limit',
  'retail_discount_approval',
]);

export const TENANT_COLUMN = 'tenant_id';
