// A modal confirmation (native <dialog>: focus kept inside, Escape cancels) for writes that cannot be undone in one step.
import { useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

export function ConfirmDialog({
  title,
  confirm,
  busy,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  confirm: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="op-dialog op-dialog--native"
      aria-labelledby="op-confirm-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id="op-confirm-title">{title}</h2>
      {children}
      {error ? (
        <p className="op-alert op-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="op-dialog__buttons">
        <button type="button" className="op-button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="op-button op-button--danger" onClick={onConfirm} disabled={busy}>
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
