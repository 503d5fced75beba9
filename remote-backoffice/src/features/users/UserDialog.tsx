import { useId, type FormEvent } from 'react';
import { ApiError, createUser, updateUser } from '@muestrario/shared/api';
import type { StaffUser } from '@muestrario/shared/contract';
import { USER_ROLE_LABELS, USER_ROLES } from '@muestrario/shared/domain';
import { Button, Dialog, DialogClose, ErrorAlert, Field, Select, Textarea, TextInput, useForm, type Form } from '@muestrario/shared/ui';
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
export function UserDialog(props: UserDialogProps) {
  // A fresh form each time the dialog opens (for another user, or after a cancel).
  return <UserDialogBody key={props.open ? `open-${props.user?.id ?? 'new'}` : 'closed'} {...props} />;
}

function UserDialogBody({ open, onOpenChange, user, onSaved }: UserDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: () => (user ? draftOfUser(user) : EMPTY_USER_DRAFT),
    check: (draft: UserDraft) => {
      const checked = user ? userChangeOf(draft) : newUserBodyOf(draft);
      return 'errors' in checked ? checked.errors : {};
    },
    save: (draft: UserDraft) => {
      const checked = user ? userChangeOf(draft) : newUserBodyOf(draft);
      if ('errors' in checked) throw new Error('checked before saving');
      return user ? updateUser(user.id, checked.body) : createUser(checked.body as Parameters<typeof createUser>[0]);
    },
    onSaved: (saved) => onSaved(saved, !user),
    failureFallback: 'No pudimos guardar el usuario. Revisa tu conexión e inténtalo de nuevo.',
    // A taken username belongs beside its field; anything else (the last admin, a lost connection) above the buttons.
    fieldOfFailure: (error) => (!user && error instanceof ApiError && error.status === 409 ? 'username' : undefined),
    warnBeforeUnload: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? `Editar a ${user.firstName} ${user.lastName}` : 'Nuevo usuario'}
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            {user ? 'Guardar cambios' : 'Crear usuario'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <UserForm id={formId} user={user} form={form} />}
    </Dialog>
  );
}

function UserForm({ id, user, form }: { id: string; user: StaffUser | undefined; form: Form<UserDraft, StaffUser> }) {
  const { values: draft, failure } = form;
  const errors: UserDraftErrors = form.errors;
  const edit = (field: UserDraftField, value: UserDraft[UserDraftField]) => form.setValues({ ...draft, [field]: value }, [field]);
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };

  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
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
