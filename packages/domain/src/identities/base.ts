import { moduleIdentity } from '../identity';

// Base data: units and the company's ATA chapter table.

export const baseIdentity = moduleIdentity({
  name: 'base',
  objectTypes: {
    Unit: { code: 10108, label: ['单位', 'Unit'] },
    AtaChapter: { code: 10117, label: ['ATA 章节', 'ATA chapter'] },
  },
  screens: [
    { key: 'base-unit', path: '/base/unit', group: 'base', title: ['单位管理', 'Units'] },
    { key: 'base-ata', path: '/base/ata', group: 'base', title: ['ATA 章节', 'ATA chapters'] },
  ],
});
