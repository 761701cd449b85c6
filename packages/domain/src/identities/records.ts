import { moduleIdentity } from '../identity';

// Maintenance records (task, AD/SB, repair, fault).

export const recordsIdentity = moduleIdentity({
  name: 'records',
  objectTypes: {
    MaintainRecord: { code: 10115, label: ['维修记录', 'Maintenance record'] },
  },
});
