import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';
import { CheckIcon, CloseIcon, ErrorIcon } from './icons';

export type ToastTone = 'error' | 'success';

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

export interface ToastApi {
  /** A failure: role="alert", read out at once. */
  error: (message: string) => void;
  /** A confirmation: role="status". */
  success: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows short messages at the bottom right; each closes by itself after `duration` ms or with its button. */
export function ToastProvider({ children, duration = 6000 }: { children: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (tone: ToastTone, message: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, tone, message }]);
    };
    return { error: (m) => show('error', m), success: (m) => show('success', m) };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ui:pointer-events-none ui:fixed ui:inset-x-0 ui:bottom-0 ui:z-50 ui:flex ui:flex-col ui:items-center ui:gap-3 ui:p-4 ui:sm:items-end ui:sm:p-6">
        {toasts.map((t) => (
          <Toast key={t.id} toast={t} duration={duration} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, duration, onDismiss }: { toast: ToastItem; duration: number; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, duration, onDismiss]);
  const error = toast.tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className="ui:pointer-events-auto ui:flex ui:w-full ui:max-w-sm ui:items-start ui:gap-3 ui:rounded-lg ui:bg-white ui:p-4 ui:shadow-lg ui:ring-1 ui:ring-black/5"
    >
      {error ? <ErrorIcon className="ui:size-5 ui:shrink-0 ui:text-red-500" /> : <CheckIcon className="ui:size-5 ui:shrink-0 ui:text-green-500" />}
      <p className={cx('ui:flex-1 ui:text-sm ui:font-medium', error ? 'ui:text-red-800' : 'ui:text-gray-900')}>{toast.message}</p>
      <button
        type="button"
        aria-label="Cerrar aviso"
        onClick={() => onDismiss(toast.id)}
        className="ui:-m-1 ui:cursor-pointer ui:rounded-md ui:p-1 ui:text-gray-400 ui:hover:text-gray-600 ui:focus-visible:outline-2 ui:focus-visible:outline-primary-600"
      >
        <CloseIcon className="ui:size-4" />
      </button>
    </div>
  );
}

/** `const toast = useToast(); toast.error('No se pudo guardar.')`. Needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast debe usarse dentro de <ToastProvider>');
  return api;
}
