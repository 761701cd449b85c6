import { moduleIdentity } from '../identity';

// The organisation: the company, its users, departments, roles and memberships, the role grants and the operation log.

export const organizeIdentity = moduleIdentity({
  name: 'organize',
  objectTypes: {
    Company: { code: 10100, label: ['企业', 'Company'] },
    User: { code: 10101, label: ['用户', 'User'] },
    Department: { code: 10102, label: ['部门', 'Department'] },
    Role: { code: 10103, label: ['角色', 'Role'] },
    Employ: { code: 10104, label: ['员工', 'Employee'] },
  },
  screens: [
    {
      key: 'organize-company',
      path: '/organize/company',
      group: 'system',
      functions: ['Edit'],
      title: ['企业信息', 'Company'],
    },
    { key: 'organize-employ', path: '/organize/employ', group: 'system', title: ['员工管理', 'Employees'] },
    { key: 'organize-department', path: '/organize/department', group: 'system', title: ['部门管理', 'Departments'] },
    { key: 'organize-role', path: '/organize/role', group: 'system', title: ['角色管理', 'Roles'] },
    {
      key: 'organize-auth',
      path: '/organize/auth',
      group: 'system',
      functions: ['Edit'],
      title: ['权限管理', 'Permissions'],
    },
    {
      key: 'organize-log',
      path: '/organize/log',
      group: 'system',
      functions: [],
      title: ['操作日志', 'Operation log'],
    },
  ],
});
