import { useId, type FormEvent } from 'react';
import { setUserPassword } from '@muestrario/shared/api';
import type { StaffUser } from '@muestrario/shared/contract';
import { passwordError } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, TextInput, useForm } from '@muestrario/shared/ui';

export interface PasswordDialogProps {
  user: StaffUser | undefined;
  onOpenChange: (open: boolean) => void;
  onSaved: (user: StaffUser) => void;
}

type Fields = { password: string; confirmation: string };

/** The password rules: the new one first, then whether the two match. */
function checkPasswords({ password, confirmation }: Fields): Partial<Fields> {
  const refused = passwordError(password);
  const mismatch = refused ? undefined : passwordError(password, confirmation);
  return { ...(refused ? { password: refused } : {}), ...(mismatch ? { confirmation: mismatch } : {}) };
}

/** An admin sets a new password for someone who forgot theirs; that person's sessions end. */
export function PasswordDialog(props: PasswordDialogProps) {
  // A fresh form each time the dialog opens.
  return <PasswordDialogBody key={props.user?.id ?? 'closed'} {...props} />;
}

function PasswordDialogBody({ user, onOpenChange, onSaved }: PasswordDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: { password: '', confirmation: '' },
    check: checkPasswords,
    save: ({ password }: Fields) => setUserPassword(user!.id, password),
    onSaved: () => onSaved(user!),
    failureFallback: 'No pudimos guardar la contraseña. Revisa tu conexión e inténtalo de nuevo.',
    warnBeforeUnload: false,
  });
  const edit = (field: keyof Fields, value: string) => {
    form.setValues({ ...form.values, [field]: value });
    form.setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  return (
    <Dialog
      open={user !== undefined}
      onOpenChange={onOpenChange}
      title={user ? `Nueva contraseña para ${user.firstName} ${user.lastName}` : 'Nueva contraseña'}
      description="Sus sesiones abiertas se cierran. Comparte la contraseña en persona; puede cambiarla en 'Mi perfil'."
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            Guardar contraseña
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {user && (
        <form id={formId} noValidate onSubmit={submit} className="bo:space-y-5">
          <Field label="Contraseña nueva" required hint="Al menos 8 caracteres." error={form.errorOf('password')}>
            <TextInput type="password" autoComplete="new-password" value={form.values.password} onChange={(e) => edit('password', e.target.value)} />
          </Field>
          <Field label="Repite la contraseña" required error={form.errorOf('confirmation')}>
            <TextInput type="password" autoComplete="new-password" value={form.values.confirmation} onChange={(e) => edit('confirmation', e.target.value)} />
          </Field>
          {form.failure && <ErrorAlert title={form.failure} />}
        </form>
      )}
    </Dialog>
  );
}
