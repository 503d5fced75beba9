import { useId, useState, type FormEvent } from 'react';
import { createPortalLink, failureText, useAction } from '@muestrario/shared/api';
import type { CreatedPortalLink } from '@muestrario/shared/contract';
import { PORTAL_LIMITS, PORTAL_LINK_DAYS } from '@muestrario/shared/domain';
import { portalLinkFormErrors } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, NumberInput, TextInput } from '@muestrario/shared/ui';

type Errors = ReturnType<typeof portalLinkFormErrors>;

/** 'Crear enlace': the HR contact's name and e-mail and how many days the link lasts. */
export function CreatePortalLinkDialog({ programId, onCreated }: { programId: number; onCreated: (link: CreatedPortalLink) => void }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [contactName, setContactName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [days, setDays] = useState<number | null>(PORTAL_LINK_DAYS.default);
  const [errors, setErrors] = useState<Errors>({});
  const creating = useAction(() => createPortalLink(programId, { contactName: contactName.trim(), contactEmail: contactEmail.trim(), days: days! }), {
    onSuccess: (link) => {
      setOpen(false);
      setContactName('');
      setContactEmail('');
      setDays(PORTAL_LINK_DAYS.default);
      onCreated(link);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    creating.reset();
    const found = portalLinkFormErrors({ contactName, contactEmail, days });
    setErrors(found);
    if (!Object.keys(found).length) void creating.trigger(undefined);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (setOpen(next), setErrors({}), creating.reset())}
      trigger={<Button>Crear enlace</Button>}
      title="Crear enlace para RR. HH."
      description="El enlace se muestra una sola vez: cópialo o envíalo por correo al crearlo."
      footer={
        <>
          <Button type="submit" form={formId} loading={creating.isMutating}>
            Crear enlace
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="bo:space-y-4">
        <Field label="Nombre del contacto" required error={errors.contactName}>
          <TextInput value={contactName} maxLength={PORTAL_LIMITS.contactName} autoComplete="off" onChange={(e) => (setContactName(e.target.value), setErrors(({ contactName: _, ...rest }) => rest))} />
        </Field>
        <Field label="Correo del contacto" required error={errors.contactEmail}>
          <TextInput type="email" value={contactEmail} maxLength={PORTAL_LIMITS.contactEmail} autoComplete="off" onChange={(e) => (setContactEmail(e.target.value), setErrors(({ contactEmail: _, ...rest }) => rest))} />
        </Field>
        <Field label="Días de vigencia" required hint={`De ${PORTAL_LINK_DAYS.min} a ${PORTAL_LINK_DAYS.max} días.`} error={errors.days}>
          <NumberInput value={days} onValueChange={(v) => (setDays(v), setErrors(({ days: _, ...rest }) => rest))} min={PORTAL_LINK_DAYS.min} max={PORTAL_LINK_DAYS.max} />
        </Field>
        {creating.error !== undefined && <ErrorAlert title={failureText(creating.error, 'No se pudo crear el enlace. Revisa tu conexión e inténtalo de nuevo.')} />}
      </form>
    </Dialog>
  );
}
