import { useId, useState, type FormEvent } from 'react';
import { setUserPassword } from '@muestrario/shared/api';
import type { StaffUser } from '@muestrario/shared/contract';
import { passwordError } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose, ErrorAlert, Field, TextInput } from '@muestrario/shared/ui';
import { failureText } from '../errors';

export interface PasswordDialogProps {
  user: StaffUser | undefined;
  onOpenChange: (open: boolean) => void;
  onSaved: (user: StaffUser) => void;
}

/** An admin sets a new password for someone who forgot theirs; that person's sessions end. */
export function PasswordDialog({ user, onOpenChange, onSaved }: PasswordDialogProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={user !== undefined}
      onOpenChange={onOpenChange}
      title={user ? `Nueva contraseña para ${user.firstName} ${user.lastName}` : 'Nueva contraseña'}
      description="Sus sesiones abiertas se cierran. Comparte la contraseña en persona; puede cambiarla en 'Mi perfil'."
      footer={
        <>
          <Button type="submit" form={formId} loading={saving}>
            Guardar contraseña
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {user && <PasswordForm id={formId} user={user} onSaved={onSaved} onSaving={setSaving} />}
    </Dialog>
  );
}

function PasswordForm({ id, user, onSaved, onSaving }: { id: string; user: StaffUser; onSaved: (user: StaffUser) => void; onSaving: (saving: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const refused = passwordError(password);
    const mismatch = refused ? undefined : passwordError(password, confirmation);
    if (refused || mismatch) {
      setErrors({ ...(refused ? { password: refused } : {}), ...(mismatch ? { confirmation: mismatch } : {}) });
      return;
    }
    onSaving(true);
    setFailure(null);
    try {
      await setUserPassword(user.id, password);
      onSaved(user);
    } catch (error) {
      setFailure(failureText(error, 'No pudimos guardar la contraseña. Revisa tu conexión e inténtalo de nuevo.'));
    } finally {
      onSaving(false);
    }
  };

  return (
    <form id={id} noValidate onSubmit={(e) => void submit(e)} className="bo:space-y-5">
      <Field label="Contraseña nueva" required hint="Al menos 8 caracteres." error={errors.password}>
        <TextInput type="password" autoComplete="new-password" value={password} onChange={(e) => (setPassword(e.target.value), setErrors({}))} />
      </Field>
      <Field label="Repite la contraseña" required error={errors.confirmation}>
        <TextInput type="password" autoComplete="new-password" value={confirmation} onChange={(e) => (setConfirmation(e.target.value), setErrors({}))} />
      </Field>
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}
