import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from 'react';
import classes from './Sheet.module.css';

/** Mantine's close icon (the cross of its CloseButton). */
const CLOSE_ICON =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.557 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A panel over the page, as Mantine's Drawer drew it, in plain elements: a modal <dialog>, so the
 * rest of the page is inert, Escape closes it and focus goes back to the control that opened it;
 * Tab wraps around inside, a click on the backdrop closes it. Mount it to open it (render it only
 * while open: no markup on every page); `onClose` runs when it closes by any of those ways.
 */
export function Sheet({
  id,
  label,
  title,
  closeLabel,
  position,
  size,
  onClose,
  children,
}: {
  id?: string;
  /** The dialog's accessible name. */
  label: string;
  title: ReactNode;
  closeLabel: string;
  position: 'right' | 'bottom';
  /** Width (right) or height (bottom), any CSS length. */
  size: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    closeRef.current?.focus();
    // Closed from outside (navigation, a wider window): close it here first, so focus goes back.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      className={classes.sheet}
      data-position={position}
      data-sheet
      style={{ '--sheet-size': size } as CSSProperties}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const controls = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
        const first = controls[0];
        const last = controls[controls.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      onClick={(event) => {
        // The backdrop: a click on the dialog element itself, outside its box.
        const dialog = ref.current;
        if (!dialog || event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dialog.close();
      }}
    >
      <div className={classes.head}>
        {typeof title === 'string' ? <h2 className={classes.title}>{title}</h2> : title}
        <button
          ref={closeRef}
          type="button"
          className={classes.close}
          aria-label={closeLabel}
          onClick={() => ref.current?.close()}
        >
          <svg viewBox="0 0 15 15" aria-hidden="true" focusable="false">
            <path d={CLOSE_ICON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </button>
      </div>
      <div className={classes.body}>{children}</div>
    </dialog>
  );
}
