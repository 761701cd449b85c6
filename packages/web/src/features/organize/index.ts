import type { WebModule } from '../../app/web-module';

export default {
  name: 'organize',
  screens: {
    'organize-company': () => import('./CompanyPage'),
    'organize-employ': () => import('./EmployPage'),
    'organize-department': () => import('./DepartmentPage'),
    'organize-role': () => import('./RolePage'),
    'organize-auth': () => import('./AuthPage'),
    'organize-log': () => import('./LogPage'),
  },
  operLog: () => import('./oper-log'),
} satisfies WebModule;
