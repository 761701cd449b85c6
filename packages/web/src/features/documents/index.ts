import type { WebModule } from '../../components/web-module';

export default {
  name: 'documents',
  screens: {
    'document-common': () => import('./CommonDocumentsPage'),
  },
} satisfies WebModule;
