import { AtaChapter } from '@hangar/domain/contracts/records';
import { defineModule } from '../../platform/http/module';
import { addAta, changeAta, queryAta, removeAta } from './ata-chapter.service';

// /api/AtaChapter/*: the company's ATA chapter table. The base-ata screen's holders read it whole; any other
// member the codes and names (the fault dialog's picker). Written with the base-ata view's Add, Edit and Delete.

export default defineModule(AtaChapter.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.ataChapter }] } }),
    run: queryAta,
  },
  Add: {
    sample: () => ({ body: { code: '99-98', nameZh: '矩阵章节', nameEn: 'Matrix chapter' } }),
    run: addAta,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.ataChapter, nameEn: 'Matrix chapter' } }),
    run: changeAta,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.ataChapter } }),
    run: removeAta,
  },
});
