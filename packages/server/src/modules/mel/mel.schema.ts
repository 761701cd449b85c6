import type { Deferral, MelItem, MmelItem } from '@hangar/domain/contracts/deferrals';
import type { TableOf } from '../../platform/entity/entity-map';

/** A model's MMEL item (shared catalogue). */
export type MmelItemTable = TableOf<typeof MmelItem, { created_at: string }, 'm_proc' | 'o_proc'>;
/** An operator's MEL item (company-owned), derived from an MMEL item. */
export type MelItemTable = TableOf<typeof MelItem, { company_id: number; created_at: string }, 'm_proc' | 'o_proc'>;
/** A fault deferred under an MEL item. */
export type DeferralTable = TableOf<typeof Deferral, { company_id: number }, 'closed' | 'hours_at' | 'landings_at'>;

declare module '../../platform/db/schema' {
  interface Database {
    mmel_item: MmelItemTable;
    mel_item: MelItemTable;
    deferral: DeferralTable;
  }
}
