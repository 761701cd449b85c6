import { Functions as ALL, moduleIdentity } from '../identity';

// Flight operations: flight plans (issue 35); the other screens to come show the "coming in a later release" page.

export const operationsIdentity = moduleIdentity({
  name: 'operations',
  objectTypes: {
    FlightPlan: { code: 10130, label: ['飞行计划', 'Flight plan'] },
  },
  screens: [
    { key: 'operation-operator', path: '/operation/operator', group: 'operation', title: ['运营人管理', 'Operators'] },
    {
      key: 'operation-flightplan',
      path: '/operation/flightplan',
      group: 'operation',
      functions: ALL,
      title: ['飞行计划', 'Flight plans'],
    },
    {
      key: 'operation-control',
      path: '/operation/control',
      group: 'operation',
      title: ['运行控制', 'Operations control'],
    },
    {
      key: 'operation-security',
      path: '/operation/security',
      group: 'operation',
      title: ['运行安全', 'Operations safety'],
    },
    {
      key: 'operation-visual',
      path: '/operation/visual',
      group: 'operation',
      title: ['运行可视化', 'Operations view'],
    },
    {
      key: 'operation-standard',
      path: '/operation/standard',
      group: 'operation',
      title: ['运行标准', 'Operations standards'],
    },
  ],
});
