import { moduleIdentity } from '../identity';

// Installed components of an aircraft and the assembly rows (removed and installed) of records.

export const componentsIdentity = moduleIdentity({
  name: 'components',
  objectTypes: {
    InstalledList: { code: 10007, label: ['装机清单', 'Installed list'] },
    Assembly: { code: 10116, label: ['拆装记录', 'Assembly'] },
  },
});
