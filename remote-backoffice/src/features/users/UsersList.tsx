import { useId, useState } from 'react';
import { usePermission, useUsers } from '@muestrario/shared/api';
import type { StaffUser } from '@muestrario/shared/contract';
import { SALES_MESSAGES, USER_ROLE_LABELS, USER_STATE_LABELS } from '@muestrario/shared/domain';
import { Badge, Button, Card, DataTable, ErrorAlert, LoadingBlock, LoadState, PageHeader, usePageTitle, useToast, type DataColumn } from '@muestrario/shared/ui';
import { PencilIcon, PlusIcon } from '../icons';
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

  const body = (
    <LoadState data={users} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando usuarios">
      {(rows) => (
        <Card padding="none" className="bo:overflow-hidden">
          <h2 id={headingId} className="bo:sr-only">
            Personal
          </h2>
          <DataTable
            rows={rows}
            columns={userColumns((u) => setEditing({ user: u }), setPasswordFor)}
            rowKey={(u) => u.id}
            labelledBy={headingId}
            rowClassName={(u) => (u.active ? '' : 'bo:bg-gray-50/60')}
            cardClassName="bo:space-y-2"
            card={(u) => (
              <>
                <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
                  <div className="bo:min-w-0">
                    <p className="bo:font-medium bo:text-gray-900">{fullName(u)}</p>
                    <p className="bo:text-sm bo:text-gray-500">
                      {u.username} · {USER_ROLE_LABELS[u.role]}
                    </p>
                  </div>
                  <StateBadge user={u} />
                </div>
                <p className="bo:text-sm bo:text-gray-700">
                  <span className="bo:font-medium">Máquinas:</span> <Machines user={u} />
                </p>
                <UserActions user={u} onEdit={() => setEditing({ user: u })} onPassword={() => setPasswordFor(u)} />
              </>
            )}
          />
        </Card>
      )}
    </LoadState>
  );

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

function StateBadge({ user }: { user: StaffUser }) {
  return <Badge tone={user.active ? 'green' : 'gray'}>{user.active ? USER_STATE_LABELS.active : USER_STATE_LABELS.inactive}</Badge>;
}

function Machines({ user }: { user: StaffUser }) {
  return user.machines.length ? <>{user.machines.join(', ')}</> : <span className="bo:text-gray-400">Ninguna</span>;
}

function UserActions({ user, onEdit, onPassword }: { user: StaffUser; onEdit: () => void; onPassword: () => void }) {
  return (
    <div className="bo:flex bo:flex-wrap bo:justify-end bo:gap-2 bo:md:flex-nowrap">
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Editar a ${fullName(user)}`}>
        <PencilIcon className="bo:size-4" aria-hidden="true" />
        Editar
      </Button>
      <Button variant="secondary" size="sm" onClick={onPassword} aria-label={`Cambiar la contraseña de ${fullName(user)}`}>
        Contraseña
      </Button>
    </div>
  );
}

function userColumns(onEdit: (u: StaffUser) => void, onPassword: (u: StaffUser) => void): readonly DataColumn<StaffUser>[] {
  return [
    {
      key: 'name',
      header: 'Nombre',
      cell: (u) => (
        <>
          <div className="bo:font-medium bo:text-gray-900">{fullName(u)}</div>
          <div className="bo:text-gray-500">{u.username}</div>
        </>
      ),
    },
    { key: 'role', header: 'Rol', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (u) => USER_ROLE_LABELS[u.role] },
    { key: 'machines', header: 'Máquinas que opera', className: 'bo:max-w-72 bo:text-gray-700', cell: (u) => <Machines user={u} /> },
    { key: 'email', header: 'Correo', className: 'bo:text-gray-700', cell: (u) => u.email ?? <span className="bo:text-gray-400">Sin correo</span> },
    { key: 'state', header: 'Estado', cell: (u) => <StateBadge user={u} /> },
    { key: 'actions', header: 'Acciones', hideHeader: true, cell: (u) => <UserActions user={u} onEdit={() => onEdit(u)} onPassword={() => onPassword(u)} /> },
  ];
}
