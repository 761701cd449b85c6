import { Functions as ALL, moduleIdentity } from '../identity';

// Maintenance items of a model and the aircraft's time-controlled items (the fleet monitor).

export const maintenanceIdentity = moduleIdentity({
  name: 'maintenance',
  objectTypes: {
    MaintainItem: { code: 10002, label: ['维修项目', 'Maintenance item'] },
    Control: { code: 10003, label: ['时控', 'Control'] },
  },
  screens: [
    {
      key: 'maintain-control',
      path: '/maintain/contorl',
      group: 'maintain',
      functions: ALL,
      title: ['时控监控', 'Time-control monitoring'],
    },
  ],
});
