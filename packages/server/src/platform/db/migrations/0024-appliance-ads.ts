import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

// Appliance ADs (issue 32): a model's CAD/AD or SB/SI document can name the part numbers of the appliances it
// applies to (`appliance_parts`, a JSON list on both library tables, one declaration serving both); the register
// then has one row per installed component of those part numbers. An AD/SB record of such a document names the
// component it complied on (`component_id`, the plane_bom row picked) and keeps its part and serial number as they
// were (`component_part`, `component_seri`): compliance travels with the serial when the component moves.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  for (const table of ['model_document', 'document']) {
    await db.schema.alterTable(table).addColumn('appliance_parts', 'text').execute();
  }
  await db.schema.alterTable('maintain_task').addColumn('component_id', 'integer').execute();
  await db.schema.alterTable('maintain_task').addColumn('component_part', 'text').execute();
  await db.schema.alterTable('maintain_task').addColumn('component_seri', 'text').execute();
}
