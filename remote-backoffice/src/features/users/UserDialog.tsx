import { useId, useState, type FormEvent } from 'react';
import { ApiError, createUser, updateUser } from '@muestrario/shared/api';
import type { StaffUser } from '@muestrario/shared/contract';
import { USER_ROLE_LABELS, USER_ROLES } from '@muestrario/shared/domain';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, Textarea, TextInput } from '@muestrario/shared/ui';
import { failureText } from '../errors';
import { draftOfUser, EMPTY_USER_DRAFT, newUserBodyOf, roleOf, userChangeOf, type UserDraft, type UserDraftErrors, type UserDraftField } from './user-draft';

export interface UserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user being changed; undefined creates one. */
  user: StaffUser | undefined;
  onSaved: (user: StaffUser, created: boolean) => void;
}

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: USER_ROLE_LABELS[role] }));

/** 'Nuevo usuario' or 'Editar usuario': role, e-mail, machines, and (new) username, name and password or (existing) active. */
export function UserDialog({ open, onOpenChange, user, onSaved }: UserDialogProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? `Editar a ${user.firstName} ${user.lastName}` : 'Nuevo usuario'}
      footer={
        <>
          <Button type="submit" form={formId} loading={saving}>
            {user ? 'Guardar cambios' : 'Crear usuario'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <UserForm id={formId} user={user} onSaved={onSaved} onSaving={setSaving} />}
    </Dialog>
  );
}

function UserForm({ id, user, onSaved, onSaving }: { id: string; user: StaffUser | undefined; onSaved: UserDialogProps['onSaved']; onSaving: (saving: boolean) => void }) {
  const [draft, setDraft] = useState<UserDraft>(() => (user ? draftOfUser(user) : EMPTY_USER_DRAFT));
  const [errors, setErrors] = useState<UserDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const edit = (field: UserDraftField, value: UserDraft[UserDraftField]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const checked = user ? userChangeOf(draft) : newUserBodyOf(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    onSaving(true);
    setFailure(null);
    try {
      const saved = user ? await updateUser(user.id, checked.body) : await createUser(checked.body as Parameters<typeof createUser>[0]);
      onSaved(saved, !user);
    } catch (error) {
      const text = failureText(error, 'No pudimos guardar el usuario. Revisa tu conexión e inténtalo de nuevo.');
      // A taken username belongs beside its field; anything else (the last admin, a lost connection) above the buttons.
      if (!user && error instanceof ApiError && error.status === 409) setErrors((e) => ({ ...e, username: text }));
      else setFailure(text);
    } finally {
      onSaving(false);
    }
  };

  return (
    <form id={id} noValidate onSubmit={(e) => void submit(e)} className="bo:space-y-5">
      {!user && (
        <>
          <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-2">
            <Field label="Nombre" required error={errors.firstName}>
              <TextInput value={draft.firstName} maxLength={80} onChange={(e) => edit('firstName', e.target.value)} />
            </Field>
            <Field label="Apellido" required error={errors.lastName}>
              <TextInput value={draft.lastName} maxLength={80} onChange={(e) => edit('lastName', e.target.value)} />
            </Field>
          </div>
          <Field label="Usuario" required hint="Con él inicia sesión: letras, números, puntos o guiones." error={errors.username}>
            <TextInput value={draft.username} maxLength={50} autoCapitalize="none" spellCheck={false} onChange={(e) => edit('username', e.target.value)} />
          </Field>
        </>
      )}
      <Field label="Rol" required>
        <Select value={draft.role} options={ROLE_OPTIONS} onChange={(e) => edit('role', roleOf(e.target.value))} />
      </Field>
      <Field label="Correo" hint="Opcional. Ahí le llega el enlace de 'Olvidé mi contraseña'." error={errors.email}>
        <TextInput type="email" value={draft.email} maxLength={200} onChange={(e) => edit('email', e.target.value)} />
      </Field>
      <Field label="Máquinas que opera" hint="Una por renglón (hasta 10), por ejemplo «Bordadora Tajima 6 cabezas»." error={errors.machines}>
        <Textarea rows={3} value={draft.machines} onChange={(e) => edit('machines', e.target.value)} />
      </Field>
      {!user && (
        <Field label="Contraseña inicial" required hint="Al menos 8 caracteres. Compártela en persona; la persona puede cambiarla en 'Mi perfil'." error={errors.password}>
          <TextInput type="password" autoComplete="new-password" value={draft.password} onChange={(e) => edit('password', e.target.value)} />
        </Field>
      )}
      {user && (
        <div className="bo:flex bo:gap-3">
          <input
            id={`${id}-active`}
            type="checkbox"
            checked={draft.active}
            onChange={(e) => edit('active', e.target.checked)}
            aria-describedby={`${id}-active-hint`}
            className="bo:mt-1 bo:size-4 bo:rounded bo:border-gray-300 bo:accent-primary-600"
          />
          <div>
            <label htmlFor={`${id}-active`} className="bo:text-sm bo:font-medium bo:text-gray-900">
              Usuario activo
            </label>
            <p id={`${id}-active-hint`} className="bo:text-sm bo:text-gray-500">
              Al desactivarlo no puede iniciar sesión y sus sesiones abiertas se cierran al instante.
            </p>
          </div>
        </div>
      )}
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}
