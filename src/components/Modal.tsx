// A dialog managed by id through the modal manager: mounted once, opened by id, closed by Esc or route change.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { modals, useModals } from '#/state/modals';
import { freezeBody } from '#/state/ui';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  id: string;
  title: string;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  onClose?: () => void;
}

export function Modal({ id, title, children, size = 'medium', onClose }: ModalProps) {
  const { t } = useLingui();
  const { open } = useModals();
  const isOpen = open.includes(id);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const mounted = modals.mount(id);
    return () => {
      if (mounted) modals.unmount(id);
    };
  }, [id]);

  useEffect(() => (isOpen ? freezeBody() : undefined), [isOpen]);

  const close = useCallback(() => {
    modals.close(id);
    onClose?.();
  }, [id, onClose]);
  useFocusTrap(ref, isOpen, close);

  if (!isOpen) return null;
  return createPortal(
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className={`modal modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="modal__header">
          <h2 id={`${id}-title`} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t`Close`}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
