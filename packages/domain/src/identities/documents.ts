import { Functions as ALL, moduleIdentity } from '../identity';

// Documents (the library and a model's or aircraft's documents) and aircraft certificates.

export const documentsIdentity = moduleIdentity({
  name: 'documents',
  objectTypes: {
    Document: { code: 10005, label: ['文档', 'Document'] },
    Certificate: { code: 10006, label: ['证书', 'Certificate'] },
  },
  screens: [
    {
      key: 'document-common',
      path: '/document/common',
      group: 'document',
      functions: ALL,
      title: ['文档管理', 'Documents'],
    },
  ],
});
