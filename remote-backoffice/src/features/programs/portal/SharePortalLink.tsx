import { useState } from 'react';
import { emailPortalLink, failureText, programPortalUrl, useAction } from '@muestrario/shared/api';
import type { CreatedPortalLink } from '@muestrario/shared/contract';
import { Button, Field, TextInput } from '@muestrario/shared/ui';

/** The address of a link just created, shown this once: 'Copiar' and, with SMTP, 'Enviar por correo' to its contact. */
export function SharePortalLink({ programId, link, emailAvailable }: { programId: number; link: CreatedPortalLink; emailAvailable: boolean }) {
  const url = programPortalUrl(link.token);
  const [status, setStatus] = useState<string | null>(null);
  const sending = useAction(() => emailPortalLink(programId, link.id, link.token), { onSuccess: () => setStatus(`Enlace enviado a ${link.contactEmail}.`) });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Enlace copiado.');
    } catch {
      setStatus('No se pudo copiar: selecciona el enlace y cópialo a mano.');
    }
  };
  return (
    <div className="bo:space-y-3 bo:rounded-md bo:border bo:border-primary-200 bo:bg-primary-50/40 bo:p-3">
      <Field label={`Enlace para ${link.contactName}`} hint="Solo se muestra ahora. Si se pierde, crea otro y revoca este.">
        <TextInput readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="bo:font-mono bo:text-xs" />
      </Field>
      <div className="bo:flex bo:flex-wrap bo:gap-2">
        <Button size="sm" onClick={() => void copy()}>
          Copiar
        </Button>
        {emailAvailable && (
          <Button size="sm" variant="secondary" loading={sending.isMutating} onClick={() => (setStatus(null), void sending.trigger(undefined))}>
            Enviar por correo
          </Button>
        )}
      </div>
      <p role="status" className={status ? 'bo:text-sm bo:text-green-700' : 'bo:sr-only'}>
        {status}
      </p>
      {sending.error !== undefined && (
        <p role="alert" className="bo:text-sm bo:text-red-700">
          {failureText(sending.error, 'No se pudo enviar el correo. Revisa tu conexión e inténtalo de nuevo.')}
        </p>
      )}
    </div>
  );
}
