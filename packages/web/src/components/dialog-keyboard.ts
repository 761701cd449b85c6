// The keyboard in antd's dialogs (issue 31, WCAG 2.4.3 / 2.1.2), for every Modal of the app at once: installed
// by the signed-in frame (FrameLayout) on the document.
// - Entry: when a dialog opens, antd's focus lock puts focus on its first focusable element (the close button)
//   or on the dialog itself; focus goes on to the first field of its body instead (a dialog without fields
//   keeps antd's choice). Focus moving inside the dialog, or coming back to it from a pop-up, is left alone.
// - Tab cycles inside the open dialog: Tab on its last element goes to its first, Shift+Tab on the first to the
//   last (antd's lock brings focus back only from another element of the page, not from the browser's own bar).
// - Closing: antd gives focus back to the element that opened the dialog (focusTriggerAfterClose).
// - `enterSubmits`: Enter in a one-line field submits the dialog's form (EditorDialog, the account dialogs),
//   whose OK button sits in the dialog's footer, outside the form.

import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const DIALOG = '[role="dialog"][aria-modal="true"]';
const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), [role="combobox"]:not([aria-disabled="true"])';
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Not hidden by a display:none / visibility:hidden ancestor (where the browser can tell). */
function shown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

/** The first field of a dialog's body (text input, text area, select), or null. */
export function firstField(dialog: ParentNode): HTMLElement | null {
  const body = dialog.querySelector('.ant-modal-body') ?? dialog;
  for (const element of body.querySelectorAll<HTMLElement>(FIELD)) {
    if (shown(element) && element.tabIndex >= 0) return element;
  }
  return null;
}

function tabbables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((e) => e.tabIndex >= 0 && shown(e));
}

function onFocusIn(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const dialog = target.closest(DIALOG);
  if (!dialog) return;
  const from = event.relatedTarget;
  if (from instanceof Node && (dialog.contains(from) || from.ownerDocument !== target.ownerDocument)) return;
  // Only antd's own entry points: the dialog element, or its close button put first by the focus lock.
  if (target !== dialog && !target.classList.contains('ant-modal-close')) return;
  const field = firstField(dialog);
  if (field && field !== target) field.focus();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const active = document.activeElement;
  const dialog = active instanceof HTMLElement ? active.closest(DIALOG) : null;
  if (!dialog) return;
  const list = tabbables(dialog);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Installs the dialogs' keyboard rules on a document; returns the uninstall. */
export function installDialogKeyboard(doc: Document = document): () => void {
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKeyDown);
  };
}

const ONE_LINE = new Set(['text', 'password', 'email', 'tel', 'number', 'search', 'url']);

/**
 * A keydown handler for a dialog's form: Enter in a one-line field calls `submit`. Text areas keep their new
 * lines; selects that take Enter themselves (they cancel its default), date and time pickers (whose Enter confirms
 * the typed value without cancelling it), search boxes, fields of dialogs opened from the form, and an input
 * method composing Chinese text, keep theirs.
 */
export function enterSubmits(submit: () => void) {
  return (event: ReactKeyboardEvent) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !ONE_LINE.has(target.type)) return;
    if (target.getAttribute('role') === 'combobox') return;
    // A date or time picker's Enter confirms the typed value and does not cancel the event: it stays the picker's.
    if (target.closest('.ant-picker')) return;
    // A search box has its own Enter; a field of a pop-up or dialog opened from the form (a portal, whose events
    // bubble through React's tree, not the page's) belongs to that one.
    if (target.closest('.ant-input-search') || !(event.currentTarget as Element).contains(target)) return;
    event.preventDefault();
    submit();
  };
}
