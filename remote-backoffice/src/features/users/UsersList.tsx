import { useId, useState } from 'react';
import { usePermission, useUsers } from '@muestrario/shared/api';
import type { StaffUser } from '@muestrario/shared/contract';
import { USER_ROLE_LABELS, USER_STATE_LABELS } from '@muestrario/shared/domain';
import { Badge, Button, Card, ErrorAlert, LoadingBlock, PageHeader, usePageTitle, useToast } from '@muestrario/shared/ui';
import { PencilIcon, PlusIcon } from '../icons';
import { LoadFailed } from '../layout/LoadStates';
import { PasswordDialog } from './PasswordDialog';
import { UserDialog } from './UserDialog';

const TITLE = 'Usuarios';
const DESCRIPTION = 'El personal de la planta: su rol, las máquinas que opera y si puede entrar a Muestrario.';

const fullName = (u: StaffUser) => `${u.firstName} ${u.lastName}`.trim();

/** '/admin/recursos-humanos/usuarios' (issue 33): Recursos Humanos › Datos maestros. Admins only. */
export default function UsersList() {
  usePageTitle(TITLE);
  const permission = usePermission('user.list');
  if (permission && !permission.allowed) {
    return (
      <>
        <PageHeader title={TITLE} />
        <ErrorAlert title={permission.reason} />
      </>
    );
  }
  if (!permission) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <LoadingBlock label="Cargando usuarios" />
      </>
    );
  }
  return <UsersScreen />;
}

function UsersScreen() {
  const { data: users, error, mutate } = useUsers();
  const toast = useToast();
  const headingId = useId();
  const [editing, setEditing] = useState<{ user: StaffUser | undefined } | null>(null);
  const [passwordFor, setPasswordFor] = useState<StaffUser | undefined>(undefined);

  const onSaved = (user: StaffUser, created: boolean) => {
    setEditing(null);
    void mutate();
    toast.success(created ? `Usuario ${user.username} creado.` : `Cambios de ${fullName(user)} guardados.`);
  };

  let body;
  if (error && !users) body = <LoadFailed onRetry={() => void mutate()} />;
  else if (!users) body = <LoadingBlock label="Cargando usuarios" />;
  else {
    const actions = (u: StaffUser) => (
      <div className="bo:flex bo:flex-wrap bo:justify-end bo:gap-2 bo:md:flex-nowrap">
        <Button variant="secondary" size="sm" onClick={() => setEditing({ user: u })} aria-label={`Editar a ${fullName(u)}`}>
          <PencilIcon className="bo:size-4" aria-hidden="true" />
          Editar
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setPasswordFor(u)} aria-label={`Cambiar la contraseña de ${fullName(u)}`}>
          Contraseña
        </Button>
      </div>
    );
    const state = (u: StaffUser) => <Badge tone={u.active ? 'green' : 'gray'}>{u.active ? USER_STATE_LABELS.active : USER_STATE_LABELS.inactive}</Badge>;
    const machines = (u: StaffUser) => (u.machines.length ? u.machines.join(', ') : <span className="bo:text-gray-400">Ninguna</span>);
    body = (
      <Card padding="none" className="bo:overflow-hidden">
        <h2 id={headingId} className="bo:sr-only">
          Personal
        </h2>
        <div className="bo:hidden bo:overflow-x-auto bo:md:block">
          <table aria-labelledby={headingId} className="bo:min-w-full bo:divide-y bo:divide-gray-200 bo:text-sm">
            <thead className="bo:bg-gray-50">
              <tr>
                {['Nombre', 'Rol', 'Máquinas que opera', 'Correo', 'Estado'].map((c) => (
                  <th key={c} scope="col" className="bo:px-4 bo:py-3 bo:text-left bo:font-semibold bo:whitespace-nowrap bo:text-gray-900 bo:first:pl-6">
                    {c}
                  </th>
                ))}
                <th scope="col" className="bo:py-3 bo:pr-6 bo:pl-4 bo:text-right bo:font-semibold bo:text-gray-900">
                  <span className="bo:sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="bo:divide-y bo:divide-gray-100 bo:bg-white">
              {users.map((u) => (
                <tr key={u.id} className={u.active ? undefined : 'bo:bg-gray-50/60'}>
                  <td className="bo:py-3 bo:pr-4 bo:pl-6">
                    <div className="bo:font-medium bo:text-gray-900">{fullName(u)}</div>
                    <div className="bo:text-gray-500">{u.username}</div>
                  </td>
                  <td className="bo:px-4 bo:py-3 bo:whitespace-nowrap bo:text-gray-700">{USER_ROLE_LABELS[u.role]}</td>
                  <td className="bo:max-w-72 bo:px-4 bo:py-3 bo:text-gray-700">{machines(u)}</td>
                  <td className="bo:px-4 bo:py-3 bo:text-gray-700">{u.email ?? <span className="bo:text-gray-400">Sin correo</span>}</td>
                  <td className="bo:px-4 bo:py-3">{state(u)}</td>
                  <td className="bo:py-3 bo:pr-6 bo:pl-4">{actions(u)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul aria-labelledby={headingId} className="bo:divide-y bo:divide-gray-100 bo:md:hidden">
          {users.map((u) => (
            <li key={u.id} className="bo:space-y-2 bo:px-4 bo:py-4">
              <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
                <div className="bo:min-w-0">
                  <p className="bo:font-medium bo:text-gray-900">{fullName(u)}</p>
                  <p className="bo:text-sm bo:text-gray-500">
                    {u.username} · {USER_ROLE_LABELS[u.role]}
                  </p>
                </div>
                {state(u)}
              </div>
              <p className="bo:text-sm bo:text-gray-700">
                <span className="bo:font-medium">Máquinas:</span> {machines(u)}
              </p>
              {actions(u)}
            </li>
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <Button onClick={() => setEditing({ user: undefined })}>
            <PlusIcon className="bo:size-5" aria-hidden="true" />
            Nuevo usuario
          </Button>
        }
      />
      {body}
      <UserDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} user={editing?.user} onSaved={onSaved} />
      <PasswordDialog
        user={passwordFor}
        onOpenChange={(open) => !open && setPasswordFor(undefined)}
        onSaved={(u) => {
          setPasswordFor(undefined);
          toast.success(`Contraseña de ${fullName(u)} cambiada. Sus sesiones se cerraron.`);
        }}
      />
    </>
  );
}
