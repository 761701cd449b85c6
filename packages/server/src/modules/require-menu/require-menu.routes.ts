import { RequireMenu } from '@hangar/domain/contracts/materials';
import { defineModule } from '../../platform/http/module';
import { queryRequireMenu } from './require-menu.service';

// The requirement-menu reference list: the application's menu groups and screens (no company data), read by
// any member for pickers.
export default defineModule(RequireMenu.api, {
  Query: {
    sample: () => ({ body: { filters: [{ name: 'name', compare: 'contains', value: 'Material' }] } }),
    run: async ({ body, lang, deps }) => queryRequireMenu(lang, deps.config.isMultiTenancy, body),
  },
});
