import { useId, useState, type FormEvent } from 'react';
import { emailSalesDocument, failureText, useMutation, useSalesEmailDraft } from '@muestrario/shared/api';
import type { SalesEmailDraft } from '@muestrario/shared/contract';
import { DELIVERY_LIMITS, DELIVERY_MESSAGES as M } from '@muestrario/shared/domain';
import { looksLikeEmail } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, LoadingBlock, Textarea, TextInput } from '@muestrario/shared/ui';

interface EmailDialogProps {
  kind: 'quotation' | 'order';
  id: number;
  folio: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (to: string) => void;
}

/** 'Enviar por correo': recipient (the client's contact, prefilled), subject and message; the PDF goes attached. */
export function EmailDialog(props: EmailDialogProps) {
  const draft = useSalesEmailDraft(props.kind, props.open ? props.id : null);
  const title = `Enviar ${props.kind === 'quotation' ? 'la cotización' : 'la orden'} ${props.folio} por correo`;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={title} description="El PDF va adjunto." size="md">
      {draft.error ? (
        <ErrorAlert title={failureText(draft.error, 'No pudimos preparar el correo.')} />
      ) : !draft.data ? (
        <LoadingBlock label="Preparando el correo" />
      ) : (
        <EmailFields key={props.id} {...props} draft={draft.data} />
      )}
    </Dialog>
  );
}

function EmailFields({ kind, id, draft, onSent }: EmailDialogProps & { draft: SalesEmailDraft }) {
  const formId = useId();
  const [to, setTo] = useState(draft.to);
  const [subject, setSubject] = useState(draft.subject);
  const [message, setMessage] = useState(draft.message);
  const [errors, setErrors] = useState<{ to?: string; subject?: string }>({});
  const send = useMutation(emailSalesDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found = { ...(looksLikeEmail(to) ? {} : { to: to.trim() ? M.badEmail : M.noRecipient }), ...(subject.trim() ? {} : { subject: M.emptySubject }) };
    setErrors(found);
    if (Object.keys(found).length) return;
    const sent = await send.trigger({ kind, id, body: { to: to.trim(), subject: subject.trim(), message } });
    if (sent) onSent(sent.sentTo);
  };
  return (
    <>
      {!draft.available && <ErrorAlert title={draft.unavailableReason ?? M.emailUnavailable} className="bo:mb-4" />}
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="bo:space-y-4">
        <Field label="Para" error={errors.to} hint={draft.contacts.length > 1 ? `Contactos: ${draft.contacts.map((c) => c.email).join(', ')}` : undefined}>
          <TextInput type="email" value={to} maxLength={DELIVERY_LIMITS.email.max} autoComplete="email" onChange={(e) => setTo(e.target.value)} disabled={!draft.available} />
        </Field>
        <Field label="Asunto" error={errors.subject}>
          <TextInput value={subject} maxLength={DELIVERY_LIMITS.subject.max} onChange={(e) => setSubject(e.target.value)} disabled={!draft.available} />
        </Field>
        <Field label="Mensaje">
          <Textarea value={message} rows={7} maxLength={DELIVERY_LIMITS.message.max} onChange={(e) => setMessage(e.target.value)} disabled={!draft.available} />
        </Field>
        {send.error !== undefined && send.error !== null && <ErrorAlert title={failureText(send.error, M.emailFailed)} />}
        <div className="bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
          <Button type="submit" loading={send.isMutating} disabled={!draft.available} title={draft.available ? undefined : (draft.unavailableReason ?? undefined)}>
            Enviar
          </Button>
        </div>
      </form>
    </>
  );
}
