import { useCallback, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import type { UserDetails } from '@muestrario/shared/contract';
import { allows } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Avatar } from '@muestrario/shared/ui';
import { RequireUser } from '../../auth/RequireUser';
import { useSignOut } from '../../auth/useSignOut';
import { Wordmark } from '../../components/Logo';
import { AdjustmentsIcon, CloseIcon, LogoutIcon, MenuIcon } from '../../components/icons';
import { useDismiss } from './useDismiss';
import { NotificationsBell } from './NotificationsBell';

const LINKS = [
  { to: paths.home, label: 'Inicio', end: true },
  { to: paths.samples, label: 'Muestras', end: false },
  { to: paths.clients, label: 'Clientes', end: false },
];

/** The way into the back-office, offered to whoever the permission table lets in ('backoffice.enter'). */
const BACKOFFICE_LINK = 'Administración';

const iconButton =
  'relative rounded-full p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

function ProfileMenu({ user }: { user: UserDetails }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();

  useDismiss(ref, open, useCallback(() => setOpen(false), []));

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        className="flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        aria-label="Perfil"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar name={user.firstName || user.username} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-20 mt-2 w-56 origin-top-right rounded-md bg-white py-2 shadow-lg ring-1 ring-gray-900/5"
        >
          <div className="border-b border-gray-100 px-4 pb-2">
            <p className="truncate text-sm font-semibold text-gray-900">
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate text-xs text-gray-500">{user.username}</p>
          </div>
          <button
            type="button"
            onClick={() => void signOut()}
            className="mt-1 flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none"
          >
            <LogoutIcon className="size-4 text-gray-400" />
            Cerrar sesión
          </button>
        </div>
      ) : null}
    </div>
  );
}

function TopBar({ user }: { user: UserDetails }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const mayEnterBackoffice = allows(user, 'backoffice.enter');
  // Close the mobile panel whenever the page changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-8">
          <Link
            to={paths.home}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
          >
            <Wordmark />
          </Link>
          <nav aria-label="Principal" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${
                        isActive ? 'bg-primary-50 text-primary-700' : 'text-gray-600 hover:bg-gray-50 hover:text-gray-900'
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="hidden items-center gap-3 md:flex">
          {mayEnterBackoffice ? (
            <Link
              to={paths.admin}
              className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-gray-600 hover:bg-gray-50 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <AdjustmentsIcon className="size-5 text-gray-400" />
              {BACKOFFICE_LINK}
            </Link>
          ) : null}
          <NotificationsBell className={iconButton} />
          <ProfileMenu user={user} />
        </div>
        <button
          type="button"
          className="-mr-1 rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-primary-600 md:hidden"
          aria-label={mobileOpen ? 'Cerrar menú principal' : 'Abrir menú principal'}
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>

      {mobileOpen ? (
        <div id={mobileId} className="border-t border-gray-200 md:hidden">
          <nav aria-label="Principal (móvil)" className="space-y-1 px-2 py-3">
            {LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded-md border-l-4 px-3 py-2 text-base font-medium ${
                    isActive ? 'border-primary-600 bg-primary-50 text-primary-700' : 'border-transparent text-gray-600 hover:bg-gray-50 hover:text-gray-900'
                  }`
                }
              >
                {link.label}
              </NavLink>
            ))}
            {mayEnterBackoffice ? (
              <Link
                to={paths.admin}
                className="block rounded-md border-l-4 border-transparent px-3 py-2 text-base font-medium text-gray-600 hover:bg-gray-50 hover:text-gray-900"
              >
                {BACKOFFICE_LINK}
              </Link>
            ) : null}
          </nav>
          <div className="border-t border-gray-200 px-4 py-4">
            <div className="flex items-center gap-3">
              <Avatar name={user.firstName || user.username} size="md" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-base font-medium text-gray-900">
                  {user.firstName} {user.lastName}
                </p>
                <p className="truncate text-sm text-gray-500">{user.username}</p>
              </div>
              <NotificationsBell className={iconButton} />
            </div>
            <button
              type="button"
              onClick={() => void signOut()}
              className="mt-3 flex w-full items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-gray-600 hover:bg-gray-50 hover:text-gray-900"
            >
              <LogoutIcon className="size-5 text-gray-400" />
              Cerrar sesión
            </button>
          </div>
        </div>
      ) : null}
    </header>
  );
}

/** Main layout (docs/requirements.md §2): top bar and the page; the page itself comes from remote_samples or remote_editor. */
export function MainLayout() {
  return (
    <RequireUser>
      {(user) => (
        <div className="min-h-dvh bg-gray-50">
          <TopBar user={user} />
          <main id="contenido" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
            <Outlet />
          </main>
        </div>
      )}
    </RequireUser>
  );
}
