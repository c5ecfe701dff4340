import {
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

const GAP = 8;
const EDGE = 8;

/**
 * A menu button's dropdown without a library (the public header's account menu and bell): opens
 * below its button, right edges aligned and kept inside the viewport, as Mantine's Menu with
 * `position="bottom-end"` did; closes on Escape (focus back on the button), on a click outside,
 * and on `close()`. Arrow keys, Home and End move between the items (`[data-menu-item]`).
 */
export function useDropdown(width: number) {
  const [opened, setOpened] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({ width });
  const targetRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);

  const close = useCallback((focusTarget = false) => {
    setOpened(false);
    if (focusTarget) targetRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpened((o) => !o), []);

  // Place it before paint, and again when the window changes size.
  useLayoutEffect(() => {
    if (!opened) return;
    const place = () => {
      const rect = targetRef.current?.getBoundingClientRect();
      if (!rect) return;
      const w = Math.min(width, window.innerWidth - 2 * EDGE);
      const left = Math.max(EDGE, Math.min(rect.right - w, window.innerWidth - w - EDGE));
      setStyle({ width: w, top: rect.bottom + GAP, left });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [opened, width]);

  useEffect(() => {
    if (!opened) return;
    dropdownRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      const node = event.target as Node;
      if (dropdownRef.current?.contains(node) || targetRef.current?.contains(node)) return;
      setOpened(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [opened, close]);

  /** Arrow keys between the items, as a menu does (WAI-ARIA menu button). */
  const onDropdownKeyDown = useCallback((event: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = [...(dropdownRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % items.length;
    else if (event.key === 'ArrowUp')
      next = at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Tab') setOpened(false);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  }, []);

  return {
    opened,
    toggle,
    close,
    targetProps: {
      ref: targetRef,
      type: 'button' as const,
      'aria-expanded': opened,
      onClick: toggle,
      onKeyDown: (event: ReactKeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        if (!opened) setOpened(true);
        else dropdownRef.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus();
      },
    },
    dropdownProps: {
      ref: dropdownRef,
      tabIndex: -1,
      style,
      onKeyDown: onDropdownKeyDown,
    },
  };
}
