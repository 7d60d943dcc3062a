import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from './hooks';

interface ModalProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  /** Shows a back arrow before the title (modal back navigation of docs/product.md#states); Escape does the same. */
  onBack?: () => void;
  /** Spec: profile selection and 'browser not supported' have no close button. */
  closable?: boolean;
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
}

export const modalStyles = `
dialog.modal { border: 0; padding: 0; border-radius: var(--_radius); background: var(--_surface); color: var(--_text);
  width: min(var(--_w, 794px), calc(100vw - 2rem)); max-height: calc(100vh - 2rem); box-shadow: 0 20px 60px rgb(0 0 0 / .5); }
dialog.modal::backdrop { background: rgb(0 0 0 / .65); }
.modal-head { display: flex; align-items: center; gap: .5rem; padding: 1rem 1.25rem; border-bottom: 1px solid var(--_surface-2); }
.modal-head h2 { margin: 0; font-size: 1.25rem; flex: 1; }
.modal-body { padding: 1.25rem; overflow: auto; max-height: calc(100vh - 10rem); }
.modal-foot { display: flex; justify-content: flex-end; gap: .75rem; padding: 1rem 1.25rem; border-top: 1px solid var(--_surface-2); }
`;

/**
 * Accessible modal on the native <dialog>: focus moves in; Escape steps back one level when there
 * is a back arrow, and otherwise closes (when closable).
 */
export function Modal({ open, title, onClose, onBack, closable = true, width = 794, children, footer }: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-label={title}
      // Set through the CSSOM (allowed under a strict CSP, unlike a style attribute in markup).
      style={{ ['--_w' as string]: `${width}px` }}
      onCancel={(e) => {
        e.preventDefault();
        if (onBack) onBack();
        else if (closable) onClose?.();
      }}
    >
      <div className="modal-head">
        {onBack && (
          <button type="button" className="icon-btn" onClick={onBack} aria-label={t('common.back')}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 18l-6-6 6-6" /></svg>
          </button>
        )}
        <h2>{title}</h2>
        {closable && (
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('common.close')}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M18 6L6 18M6 6l12 12" /></svg>
          </button>
        )}
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-foot">{footer}</div>}
    </dialog>
  );
}
