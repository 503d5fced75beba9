import { useState, type FormEvent } from 'react';
import { changeOwnPassword } from '@muestrario/shared/api';
import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { passwordError } from '@muestrario/shared/rules';
import { Button, Card, ErrorAlert, Field, TextInput } from '@muestrario/shared/ui';
import { failureText } from '../errors';

type Fields = 'current' | 'next' | 'confirmation';

/** 'Cambiar contraseña' in 'Mi perfil': the current password, the new one twice. Other sessions end; this one stays. */
export function PasswordCard() {
  const [values, setValues] = useState<Record<Fields, string>>({ current: '', next: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const edit = (field: Fields, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Fields, string>> = {};
    if (!values.current) found.current = 'Escribe tu contraseña actual.';
    const refused = passwordError(values.next);
    if (refused) found.next = refused;
    else {
      const mismatch = passwordError(values.next, values.confirmation);
      if (mismatch) found.confirmation = mismatch;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setFailure(null);
    try {
      await changeOwnPassword({ currentPassword: values.current, newPassword: values.next });
      setValues({ current: '', next: '', confirmation: '' });
      setDone(true);
    } catch (error) {
      const text = failureText(error, 'No pudimos cambiar tu contraseña. Revisa tu conexión e inténtalo de nuevo.');
      // The server's one refusal of a field: the current password is wrong.
      if (text === USERS_MESSAGES.currentPasswordWrong) setErrors({ current: text });
      else setFailure(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="bo:mt-6 bo:max-w-2xl">
      <h2 className="bo:text-lg bo:font-semibold bo:text-gray-900">Cambiar contraseña</h2>
      <p className="bo:mt-1 bo:text-sm bo:text-gray-500">Al menos 8 caracteres. Tus sesiones en otros equipos se cierran.</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="bo:mt-5 bo:space-y-5">
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
