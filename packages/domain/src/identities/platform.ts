import { moduleIdentity } from '../identity';

// The platform's own screens: hosted companies and users (multi-tenant mode), modules and requirements.

export const platformIdentity = moduleIdentity({
  name: 'platform',
  screens: [
    {
      key: 'operators-company',
      path: '/operators/company',
      group: 'operators',
      title: ['企业管理', 'Companies'],
      multiTenantOnly: true,
    },
    {
      key: 'operators-user',
      path: '/operators/user',
      group: 'operators',
      title: ['用户管理', 'Users'],
      multiTenantOnly: true,
    },
    { key: 'develop-module', path: '/develop/module', group: 'develop', title: ['模块管理', 'Modules'] },
    { key: 'develop-require', path: '/develop/require', group: 'develop', title: ['需求管理', 'Requirements'] },
  ],
});
