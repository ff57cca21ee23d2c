import backdropStyles from "@patternfly/react-styles/css/components/Backdrop/backdrop";

/**
 * Where select lists, menus and help popovers open. PatternFly's modal marks every other child of
 * the page body `aria-hidden` each time it renders, so a list opened on the body while a dialog is
 * open vanishes for screen readers the moment the dialog re-renders (a search answering, a field
 * turning valid). Opened inside the topmost open dialog's own container, it stays part of the
 * dialog; with no dialog open it opens on the body as before.
 */
export function popperTarget(): HTMLElement {
  const dialogs = document.querySelectorAll<HTMLElement>(`body > .${backdropStyles.backdrop}`);
  return dialogs[dialogs.length - 1] ?? document.body;
}
