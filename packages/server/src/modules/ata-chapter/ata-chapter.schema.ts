import type { AtaChapter } from '@hangar/domain/contracts/records';
import type { TableOf } from '../../platform/entity/entity-map';

/** The company's ATA chapter table (seeded with the standard chapters). */
export type AtaChapterTable = TableOf<typeof AtaChapter, { company_id: number }, 'disabled'>;

declare module '../../platform/db/schema' {
  interface Database {
    ata_chapter: AtaChapterTable;
  }
}
