/** Where a dialog puts the focus when it opens: its first control (the header's 'Fechar') or the first field of its body. */
export type DialogFocusOnOpen = 'control' | 'field';

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Can take focus now: enabled, rendered (not in a closed popover), not inert. */
export function canTakeFocus(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(focusableSelector)) return false;
  if (element.matches(':disabled') || element.closest('[inert]')) return false;
  if (element.getClientRects().length === 0) return false;
  return getComputedStyle(element).visibility !== 'hidden';
}

/** Reached with Tab: focusable, not `tabindex="-1"`, and the checked radio of its group (or the first when none is). */
function isTabbable(element: Element): element is HTMLElement {
  if (!canTakeFocus(element) || element.tabIndex < 0) return false;
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked || !element.name)
    return true;
  const scope = element.form ?? element.ownerDocument;
  const group = [
    ...scope.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
  ];
  return !group.some((radio) => radio.checked) && group.find(canTakeFocus) === element;
}

const tabbablesIn = (container: HTMLElement) => [...container.querySelectorAll(focusableSelector)].filter(isTabbable);

const firstTabbableIn = (container: HTMLElement) =>
  [...container.querySelectorAll(focusableSelector)].find(isTabbable) ?? null;

/**
 * Keeps Tab inside `dialog`: from its last control Tab goes to its first, and Shift+Tab from its
 * first (or from the dialog itself) to its last. The rest of the page is inert while a modal is
 * open, so the browser would otherwise leave the page (focus on <body>) for one stop of each round.
 * Returns whether it moved the focus (the caller then prevents the browser's own move).
 */
export function wrapTab(dialog: HTMLElement, backwards: boolean): boolean {
  const tabbables = tabbablesIn(dialog);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) return false;
  const active = dialog.ownerDocument.activeElement;
  if (backwards ? active === first || active === dialog : active === last) {
    (backwards ? last : first).focus();
    return true;
  }
  return false;
}

/**
 * The element to focus when `dialog` opens. An element that asked for it (`autoFocus`) if it can
 * take focus: a closed Select keeps its hidden list mounted, and that list marks the chosen option
 * `data-autofocus`, which Ariakit would otherwise try to focus (and so leave the focus on <body>).
 * Then, for 'field', the first tabbable element of `body`; then the dialog's first tabbable control;
 * at last the dialog itself (it has `tabindex="-1"`).
 */
export function initialFocusIn(
  dialog: HTMLElement | null,
  body: HTMLElement | null,
  focusOnOpen: DialogFocusOnOpen,
): HTMLElement | null {
  if (!dialog) return null;
  const asked = [...dialog.querySelectorAll('[data-autofocus="true"],[autofocus]')].find(canTakeFocus);
  if (asked) return asked;
  const field = focusOnOpen === 'field' && body ? firstTabbableIn(body) : null;
  return field ?? firstTabbableIn(dialog) ?? dialog;
}
