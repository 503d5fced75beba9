import { useState, type FormEvent } from 'react';
import { changeOwnPassword, failureText } from '@muestrario/shared/api';
import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { passwordError } from '@muestrario/shared/rules';
import { Button, Card, ErrorAlert, Field, TextInput, useForm } from '@muestrario/shared/ui';

type Fields = 'current' | 'next' | 'confirmation';

const BLANK: Record<Fields, string> = { current: '', next: '', confirmation: '' };

/** The card's checks: the current password given, the new one allowed, the two the same. */
function checkPasswords(values: Record<Fields, string>): Partial<Record<Fields, string>> {
  const found: Partial<Record<Fields, string>> = {};
  if (!values.current) found.current = 'Escribe tu contraseña actual.';
  const refused = passwordError(values.next);
  if (refused) found.next = refused;
  else {
    const mismatch = passwordError(values.next, values.confirmation);
    if (mismatch) found.confirmation = mismatch;
  }
  return found;
}

/** 'Cambiar contraseña' in 'Mi perfil': the current password, the new one twice. Other sessions end; this one stays. */
export function PasswordCard() {
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: BLANK,
    check: checkPasswords,
    save: (values: Record<Fields, string>) => changeOwnPassword({ currentPassword: values.current, newPassword: values.next }),
    onSaved: () => {
      form.setValues(BLANK);
      form.markSaved(BLANK);
      setDone(true);
    },
    failureFallback: 'No pudimos cambiar tu contraseña. Revisa tu conexión e inténtalo de nuevo.',
    // The server's one refusal of a field: the current password is wrong.
    fieldOfFailure: (error) => (failureText(error, '') === USERS_MESSAGES.currentPasswordWrong ? 'current' : undefined),
  });
  const { values, errors, failure, saving } = form;
  const edit = (field: Fields, value: string) => {
    form.setValues({ ...values, [field]: value }, [field]);
    setDone(false);
  };
  const submit = (event: FormEvent) => {
    setDone(false);
    void form.submit(event);
  };

  return (
    <Card className="bo:mt-6 bo:max-w-2xl">
      <h2 className="bo:text-lg bo:font-semibold bo:text-gray-900">Cambiar contraseña</h2>
      <p className="bo:mt-1 bo:text-sm bo:text-gray-500">Al menos 8 caracteres. Tus sesiones en otros equipos se cierran.</p>
      <form noValidate onSubmit={submit} className="bo:mt-5 bo:space-y-5">
        <Field label="Contraseña actual" required error={errors.current}>
          <TextInput type="password" autoComplete="current-password" value={values.current} onChange={(e) => edit('current', e.target.value)} />
        </Field>
        <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-2">
          <Field label="Contraseña nueva" required error={errors.next}>
            <TextInput type="password" autoComplete="new-password" value={values.next} onChange={(e) => edit('next', e.target.value)} />
          </Field>
          <Field label="Repite la contraseña nueva" required error={errors.confirmation}>
            <TextInput type="password" autoComplete="new-password" value={values.confirmation} onChange={(e) => edit('confirmation', e.target.value)} />
          </Field>
        </div>
        {failure && <ErrorAlert title={failure} />}
        <div className="bo:flex bo:flex-wrap bo:items-center bo:gap-4">
          <Button type="submit" loading={saving}>
            Cambiar contraseña
          </Button>
          <p role="status" className="bo:text-sm bo:font-medium bo:text-green-700">
            {done ? 'Listo: tu contraseña cambió.' : ''}
          </p>
        </div>
      </form>
    </Card>
  );
}
