import type { Migration } from 'kysely';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_identity.ts';
import * as m0003 from './0003_retail.ts';
import * as m0005 from './0005_retail_documents.ts';
import * as m0006 from './0006_system_admin.ts';
import * as m0007 from './0007_search_and_report_indexes.ts';
import * as m0008 from './0008_goods_search_terms.ts';
import * as m0009 from './0009_sale_client_hash.ts';
import * as m0010 from './0010_goods_pinyin_initials.ts';
import * as m0011 from './0011_till_shift.ts';
import * as m0012 from './0012_till_money_rules.ts';
import * as m0013 from './0013_sale_park.ts';
import * as m0014 from './0014_jobs.ts';
import * as m0015 from './0015_stock_locations.ts';
import * as m0016 from './0016_stock_transfer.ts';
import * as m0017 from './0017_purchasing.ts';
import * as m0018 from './0018_stocktake.ts';
import * as m0019 from './0019_backup.ts';
import * as m0020 from './0020_code_gen.ts';
import * as m0021 from './0021_print.ts';
import * as m0022 from './0022_open_platform.ts';
import * as m0023 from './0023_plugin_wechat.ts';
import * as m0024 from './0024_workflow.ts';
import * as m0025 from './0025_form.ts';
import * as m0026 from './0026_approval.ts';
// codegen:migration-imports

/** Ordered migrations. Append only: a landed migration is never edited. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_identity': m0002,
  '0003_retail': m0003,
  '0005_retail_documents': m0005,
  '0006_system_admin': m0006,
  '0007_search_and_report_indexes': m0007,
  '0008_goods_search_terms': m0008,
  '0009_sale_client_hash': m0009,
  '0010_goods_pinyin_initials': m0010,
  '0011_till_shift': m0011,
  '0012_till_money_rules': m0012,
  '0013_sale_park': m0013,
  '0014_jobs': m0014,
  '0015_stock_locations': m0015,
  '0016_stock_transfer': m0016,
  '0017_purchasing': m0017,
  '0018_stocktake': m0018,
  '0019_backup': m0019,
  '0020_code_gen': m0020,
  '0021_print': m0021,
  '0022_open_platform': m0022,
  '0023_plugin_wechat': m0023,
  '0024_workflow': m0024,
  '0025_form': m0025,
  '0026_approval': m0026,
  // codegen:migrations
};
