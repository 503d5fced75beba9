import { useAuthDetails } from '@muestrario/shared/api';
import { USER_ROLE_LABELS } from '@muestrario/shared/domain';
import { PageHeader, Card, LoadFailed, ScreenLoading, usePageTitle } from '@muestrario/shared/ui';
import { UserIcon } from '../icons';
import { PasswordCard } from './PasswordCard';

/** 'Mi perfil': the signed-in user's name, username and role (read from the session, no other call). */
export default function Profile() {
  usePageTitle('Mi perfil');
  const { data: user, error, mutate } = useAuthDetails();
  if (!user && error) {
    return (
      <>
        <PageHeader title="Mi perfil" />
        <LoadFailed title="No pudimos cargar tu perfil." onRetry={() => void mutate()}/>
      </>
    );
  }
  if (!user) return <ScreenLoading label="Cargando perfil" />;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const fields: [string, string][] = [
    ['Nombre', fullName],
    ['Usuario', user.username],
    ['Rol', USER_ROLE_LABELS[user.role]],
  ];
  return (
    <>
      <PageHeader title="Mi perfil" description="Tus datos en Muestrario." />
      <Card className="bo:max-w-2xl">
        <div className="bo:flex bo:items-center bo:gap-4">
          <span className="bo:flex bo:size-14 bo:shrink-0 bo:items-center bo:justify-center bo:rounded-full bo:bg-primary-50 bo:text-primary-700">
            <UserIcon className="bo:size-8" />
          </span>
          <div className="bo:min-w-0">
            <h2 className="bo:truncate bo:text-lg bo:font-semibold bo:text-gray-900">{fullName}</h2>
            <p className="bo:text-sm bo:text-gray-500">{USER_ROLE_LABELS[user.role]}</p>
          </div>
        </div>
        <dl className="bo:mt-6 bo:divide-y bo:divide-gray-100 bo:border-t bo:border-gray-100">
          {fields.map(([label, value]) => (
            <div key={label} className="bo:grid bo:grid-cols-1 bo:gap-1 bo:py-3 bo:sm:grid-cols-3 bo:sm:gap-4">
              <dt className="bo:text-sm bo:font-medium bo:text-gray-900">{label}</dt>
              <dd className="bo:text-sm bo:text-gray-700 bo:sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <PasswordCard />
    </>
  );
}
