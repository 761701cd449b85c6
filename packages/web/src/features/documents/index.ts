import type { WebModule } from '../../app/web-module';

export default {
  name: 'documents',
  screens: {
    'document-common': () => import('./CommonDocumentsPage'),
  },
} satisfies WebModule;
