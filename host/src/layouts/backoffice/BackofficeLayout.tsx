import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import type { UserDetails } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { Avatar } from '@muestrario/shared/ui';
import { RequireUser } from '../../auth/RequireUser';
import { useSignOut } from '../../auth/useSignOut';
import { Wordmark } from '../../components/Logo';
import { BellIcon, MenuIcon } from '../../components/icons';
import { useRemote } from '../../remotes/remote-store';
import { Sidebar } from './Sidebar';

const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(loadDrawer);

function BackofficeShell({ user }: { user: UserDetails }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's chunk is fetched on first use and the drawer stays mounted afterwards (close animation).
  const [drawerMounted, setDrawerMounted] = useState(false);
  const signOut = useSignOut();
  // The sidebar's groups come from the back-office remote (the same load as the content).
  const remote = useRemote('remote_backoffice');
  const sidebar = {
    navigation: remote.module?.navigation,
    navigationStatus: remote.status,
    user,
    onSignOut: () => void signOut(),
  };

  return (
    <div className="min-h-dvh bg-gray-50">
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Sidebar {...sidebar} onNavigate={() => setDrawerOpen(false)} />
          </MobileNavDrawer>
        </Suspense>
      ) : null}

      <aside aria-label="Barra lateral" className="hidden xl:fixed xl:inset-y-0 xl:z-40 xl:flex xl:w-80 xl:flex-col">
        <Sidebar {...sidebar} />
      </aside>

      <div className="xl:pl-80">
        <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-x-4 border-b border-gray-200 bg-white px-4 shadow-xs sm:gap-x-6 sm:px-6 lg:px-8">
          <button
            type="button"
            aria-label="Abrir menú"
            aria-expanded={drawerOpen}
            onPointerDown={() => void loadDrawer()}
            onClick={() => {
              setDrawerMounted(true);
              setDrawerOpen(true);
            }}
            className="-m-2.5 rounded-md p-2.5 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600 xl:hidden"
          >
            <MenuIcon className="size-6" />
          </button>
          <Link
            to={paths.home}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600 xl:hidden"
          >
            <Wordmark />
          </Link>
          <p className="hidden text-sm font-medium text-gray-500 xl:block">Back-office</p>
          <div className="flex flex-1 items-center justify-end gap-x-4">
            <button
              type="button"
              aria-label="Notificaciones"
              className="rounded-full p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <BellIcon className="size-6" />
            </button>
            <span aria-hidden="true" className="hidden h-6 w-px bg-gray-200 sm:block" />
            <span className="hidden items-center gap-x-3 sm:flex">
              <Avatar name={user.firstName || user.username} />
              <span className="text-sm font-semibold text-gray-900">{user.firstName}</span>
            </span>
          </div>
        </header>
        <main id="contenido" className="px-4 py-8 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Back-office layout (docs/requirements.md §2): fixed sidebar from xl, drawer below; content from remote_backoffice. */
export function BackofficeLayout() {
  return <RequireUser>{(user) => <BackofficeShell user={user} />}</RequireUser>;
}
