import { useId, useState } from 'react';
import { Link, NavLink, matchPath, useLocation } from 'react-router';
import type { UserDetails } from '@muestrario/shared/contract';
import type { NavGroup, NavMenu } from '@muestrario/shared/domain';
import { allows } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Avatar } from '@muestrario/shared/ui';
import { Wordmark } from '../../components/Logo';
import { AdjustmentsIcon, ArrowLeftIcon, ChevronDownIcon, HomeIcon, LogoutIcon } from '../../components/icons';

export interface SidebarProps {
  /** Groups from the back-office remote; undefined while it loads. */
  navigation: NavGroup[] | undefined;
  navigationStatus: 'pending' | 'fulfilled' | 'rejected';
  user: UserDetails;
  /** Called when a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
  onSignOut: () => void;
}

const linkBase =
  'flex items-center gap-x-3 rounded-md px-2 py-1.5 text-sm/6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${linkBase} ${isActive ? 'bg-primary-50 font-semibold text-primary-700' : 'text-gray-700 hover:bg-gray-50 hover:text-primary-700'}`;

/**
 * A menu the user may not use is not offered: each entry carries the action its screen needs, and the
 * permission table answers (the shell knows no area's rules).
 */
const menuVisible = (menu: NavMenu, user: UserDetails) => !menu.action || allows(user, menu.action);

/** The shell's own entries above the modules: the dashboard, and the settings for whoever may change them. */
const TOP_MENUS: (NavMenu & { icon: typeof HomeIcon; end?: boolean })[] = [
  { name: 'Panel', to: paths.admin, icon: HomeIcon, end: true },
  { name: 'Ajustes de bordado', to: paths.decorationSettings, icon: AdjustmentsIcon, action: 'settings.editDecoration', end: true },
  { name: 'Datos fiscales', to: paths.fiscalSettings, icon: AdjustmentsIcon, action: 'fiscal.settings' },
];

function SidebarGroup({ group: all, user, onNavigate }: { group: NavGroup; user: UserDetails; onNavigate?: () => void }) {
  const group = { ...all, menus: all.menus.filter((menu) => menuVisible(menu, user)) };
  const { pathname } = useLocation();
  const listId = useId();
  const destinations = [...(group.href ? [group.href] : []), ...group.menus.map((menu) => menu.to)];
  const containsActive = destinations.some((to) => matchPath({ path: to, end: false }, pathname) !== null);
  // Follows the current page until the user opens or closes the group themselves.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? containsActive;

  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setChosen(!open)}
        className={`flex w-full items-center gap-x-3 rounded-md p-2 text-left text-sm/6 font-semibold hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 ${
          containsActive ? 'text-primary-700' : 'text-gray-700'
        }`}
      >
        <span className="flex-1">{group.name}</span>
        <ChevronDownIcon className={`size-4 shrink-0 text-gray-400 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* A closed group's links are not rendered at all: dozens of NavLinks, each following the location. */}
      <ul id={listId} hidden={!open} className="mt-1 ml-3 space-y-0.5 border-l border-gray-200 pl-3">
        {open ? (
          <>
            {group.href ? (
              // The group's own page: the header is the collapse button, so its link opens the list.
              <li>
                <NavLink to={group.href} end className={linkClass} onClick={onNavigate}>
                  <span>
                    Vista general<span className="sr-only"> de {group.name}</span>
                  </span>
                </NavLink>
              </li>
            ) : null}
            {group.menus.map((menu, i) => (
              <li key={`${menu.to}-${i}`}>
                <NavLink to={menu.to} className={linkClass} onClick={onNavigate}>
                  {menu.name}
                </NavLink>
              </li>
            ))}
          </>
        ) : null}
      </ul>
    </li>
  );
}

function NavigationSkeleton() {
  return (
    <li role="status" className="space-y-3 px-2 py-1">
      <span className="sr-only">Cargando menú…</span>
      {[70, 85, 60, 75, 55, 80].map((w) => (
        <span key={w} aria-hidden="true" className="block h-5 animate-pulse rounded bg-gray-100" style={{ width: `${w}%` }} />
      ))}
    </li>
  );
}

/** Back-office sidebar content: logo, dashboard link, collapsible groups, profile footer. */
export function Sidebar({ navigation, navigationStatus, user, onNavigate, onSignOut }: SidebarProps) {
  return (
    <div className="flex h-full grow flex-col gap-y-5 overflow-y-auto border-r border-gray-200 bg-white px-6">
      <div className="flex h-16 shrink-0 items-center">
        <Link
          to={paths.home}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
        >
          <Wordmark />
        </Link>
      </div>
      <nav aria-label="Back-office" className="flex flex-1 flex-col">
        <ul className="flex flex-1 flex-col gap-y-6">
          <li>
            <ul className="-mx-2 space-y-1">
              {TOP_MENUS.filter((menu) => menuVisible(menu, user)).map(({ name, to, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
                    <Icon className="size-5 shrink-0" />
                    {name}
                  </NavLink>
                </li>
              ))}
              <li>
                {/* Back to the main layout (samples, clients) the user came from. */}
                <Link to={paths.home} className={linkClass({ isActive: false })} onClick={onNavigate}>
                  <ArrowLeftIcon className="size-5 shrink-0" />
                  Volver a Muestras
                </Link>
              </li>
            </ul>
          </li>
          <li>
            <p className="text-xs/6 font-semibold tracking-wide text-gray-500 uppercase">Módulos</p>
            <ul className="-mx-2 mt-1 space-y-1">
              {navigationStatus === 'pending' ? <NavigationSkeleton /> : null}
              {navigationStatus === 'rejected' ? (
                <li className="px-2 py-1 text-sm text-gray-500">El menú no está disponible por ahora.</li>
              ) : null}
              {(navigation ?? []).map((group) => (
                <SidebarGroup key={group.name} group={group} user={user} onNavigate={onNavigate} />
              ))}
            </ul>
          </li>
          <li className="-mx-6 mt-auto border-t border-gray-200">
            <div className="flex items-center gap-x-3 px-4 py-3">
              <NavLink
                to={paths.profile}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex min-w-0 flex-1 items-center gap-x-3 rounded-md px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-primary-600 ${
                    isActive ? 'bg-primary-50' : 'hover:bg-gray-50'
                  }`
                }
              >
                <Avatar name={user.firstName || user.username} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-gray-900">{user.firstName}</p>
                  <p className="text-xs text-gray-600">Mi perfil</p>
                </div>
              </NavLink>
              <button
                type="button"
                onClick={onSignOut}
                aria-label="Cerrar sesión"
                title="Cerrar sesión"
                className="rounded-md p-1.5 text-gray-400 hover:bg-gray-50 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <LogoutIcon className="size-5" />
              </button>
            </div>
          </li>
        </ul>
      </nav>
    </div>
  );
}
