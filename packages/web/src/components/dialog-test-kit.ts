import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// What dialog tests do to antd forms in jsdom: a field by its id, its form item (where its error shows), the open
// dialog's primary button, and a user that clicks through antd's pointer-events guards.

/** The form control with this id. */
export function field(id: string): HTMLInputElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no field ${id}`);
  return el as HTMLInputElement;
}

/** The form item around a control (its label and error messages). */
export const itemOf = (id: string) => field(id).closest('.ant-form-item') as HTMLElement;

/** Clicks the open dialog's primary (OK) button. */
export function ok(): void {
  const button = document.querySelector('.ant-modal-footer .ant-btn.ant-btn-primary') as HTMLButtonElement | null;
  if (!button) throw new Error('no OK button');
  fireEvent.click(button);
}

/** A user whose clicks pass antd's pointer-events checks. */
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });
