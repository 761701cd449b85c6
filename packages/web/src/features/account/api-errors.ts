import type { App, FormInstance } from 'antd';
import { ApiError } from '../../api/http';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

// How the account and organisation forms show a refused call: the server's per-field messages go under
// their fields (when the form has such a field), everything else as a message with the server's `msg`.

export function showApiError(error: unknown, message: MessageInstance, form?: FormInstance): void {
  if (error instanceof ApiError) {
    const known = form
      ? error.errors.filter((e) => form.getFieldInstance(e.field) !== undefined || hasField(form, e.field))
      : [];
    if (form && known.length > 0) {
      form.setFields(known.map((e) => ({ name: e.field, errors: [e.message] })));
      return;
    }
    void message.error(error.message);
    return;
  }
  void message.error(error instanceof Error ? error.message : String(error));
}

function hasField(form: FormInstance, field: string): boolean {
  return Object.hasOwn(form.getFieldsValue(true) as Record<string, unknown>, field);
}
