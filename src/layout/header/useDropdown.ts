// One open header dropdown at a time: opens on hover, click or focus; Esc and outside clicks close it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUi } from '#/state/ui';

export type DropdownId = 'plan' | 'experience';

export function useDropdowns() {
  const [open, setOpen] = useState<DropdownId | null>(null);
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
      onClick: () => setOpen((cur) => (cur === id ? null : id)),
      onFocus: () => setOpen(id),
    }),
    [open],
  );

  const itemProps = useCallback(
    (id: DropdownId) => ({
      onMouseEnter: () => setOpen(id),
      onMouseLeave: () => setOpen((cur) => (cur === id ? null : cur)),
      onBlur: (e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen((cur) => (cur === id ? null : cur));
      },
    }),
    [],
  );

  return { open, setOpen, rootRef, triggerProps, itemProps };
}
