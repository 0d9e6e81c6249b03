import type { MigrationDb } from './helpers.ts';

/**
 * The fingerprint of a sale's request body, kept beside its client key: a repeat of the key with the same body
 * answers the first order, with another body a conflict (docs/decisions.md). Orders from before have none and
 * are answered as repeats.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('retail_sale_order').addColumn('client_hash', 'varchar(64)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('retail_sale_order').dropColumn('client_hash').execute();
}
