// One open header dropdown at a time: opens on hover, click or focus; Esc and outside clicks close it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUi } from '#/state/ui';

export type DropdownId = 'plan' | 'experience';

export function useDropdowns() {
  const [open, setOpen] = useState<DropdownId | null>(null);
  // Pointer presses focus the trigger too: remember them so focus does not pre-empt the click.
  const pointerDown = useRef(false);
  const openedByClick = useRef(false);
  const rootRef = useRef<HTMLElement>(null);
  const { isMobile } = useUi();

  useEffect(() => {
    if (isMobile) setOpen(null);
  }, [isMobile]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        const trigger = rootRef.current?.querySelector<HTMLElement>(`[data-dropdown-trigger="${open}"]`);
        setOpen(null);
        trigger?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const triggerProps = useCallback(
    (id: DropdownId) => ({
      'data-dropdown-trigger': id,
      'aria-expanded': open === id,
      'aria-controls': `dropdown-${id}`,
      onPointerDown: () => {
        pointerDown.current = true;
      },
      onClick: () => {
        pointerDown.current = false;
        // A click closes a dropdown the visitor opened by clicking; one opened by hover or focus stays open.
        if (open === id && openedByClick.current) {
          openedByClick.current = false;
          setOpen(null);
        } else {
          openedByClick.current = true;
          setOpen(id);
        }
      },
      onFocus: () => {
        if (pointerDown.current) return;
        openedByClick.current = false;
        setOpen(id);
      },
    }),
    [open],
  );

  const itemProps = useCallback(
    (id: DropdownId) => ({
      onMouseEnter: () => {
        openedByClick.current = false;
        setOpen(id);
      },
      onMouseLeave: () => setOpen((cur) => (cur === id ? null : cur)),
      onBlur: (e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen((cur) => (cur === id ? null : cur));
      },
    }),
    [],
  );

  return { open, setOpen, rootRef, triggerProps, itemProps };
}
