import type { WebModule } from '../../components/web-module';

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
  references: {
    department: { table: 'department', load: () => import('./references').then((m) => m.department) },
    role: { table: 'role', load: () => import('./references').then((m) => m.role) },
    employee: { table: 'employ', load: () => import('./references').then((m) => m.employee) },
    project: { table: 'project', load: () => import('./references').then((m) => m.project) },
  },
} satisfies WebModule;
