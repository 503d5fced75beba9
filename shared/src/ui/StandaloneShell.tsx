import type { ReactNode } from 'react';
import { Link, NavLink, Outlet, useRoutes, type RouteObject } from 'react-router';
import { logout } from '../api/auth';
import { setRuntimeConfig } from '../api/config';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { useSessionCheck } from '../auth/useSessionCheck';
import { useUnauthorized } from '../auth/useUnauthorized';
import type { RuntimeConfig } from '../contract/runtime-config';
import type { NavGroup } from '../domain/navigation';
import type { RemoteModule } from '../routes/remote-module';
import { LoadFailed } from './LoadState';
import { Button } from './Button';
import { Card } from './Card';
import { LoadingBlock } from './LoadingBlock';
import { SignInForm } from './SignInForm';

/*
 * The minimal page a remote runs in when its developers start it alone (`pnpm dev` in the remote):
 * a header strip naming the remote, a sign-in form when the server says 401, and the remote's own
 * routes mounted where the host mounts them. Nothing here is used when the host loads the remote.
 */

export interface StandaloneOptions {
  /** Module Federation name, shown in the header strip: 'remote_samples'. */
  name: string;
  /** The remote's exposed module. */
  module: RemoteModule;
  /** Where the host mounts the remote, with its splat: '/*', '/admin/*', '/samples/:id/design/*'. */
  mountPath: string;
  /** Handy links shown in the header strip (e.g. a sample's editor). */
  links?: { label: string; to: string }[];
}

/** Reads `/config.json` (proxied to the server by the dev server) when it is there; defaults otherwise. */
export async function loadStandaloneConfig(): Promise<void> {
  try {
    const res = await fetch('/config.json', { credentials: 'include' });
    if (res.ok) setRuntimeConfig((await res.json()) as RuntimeConfig);
  } catch {
    // No config: the API stays at /api, which the dev server proxies.
  }
}

/** Route objects for `createBrowserRouter`: the shell as layout, the remote's routes at its mount path. */
export function standaloneRoutes({ name, module, mountPath, links }: StandaloneOptions): RouteObject[] {
  return [
    {
      // Pathless layout: a '/' path here would out-rank the mount's '/*' for the URL '/'.
      element: <StandaloneShell name={name} navigation={module.navigation} links={links} />,
      children: [
        { path: mountPath, element: <RemoteRoutes routes={module.routes} /> },
        // A remote mounted below the root (editor, back-office) gets a start page for the other URLs.
        ...(isRootMount(mountPath) ? [] : [{ path: '*', element: <StandaloneStart name={name} links={links} /> }]),
      ],
    },
  ];
}

const isRootMount = (mountPath: string) => mountPath === '/*' || mountPath === '*';

function StandaloneStart({ name, links }: { name: string; links?: { label: string; to: string }[] }) {
  return (
    <Card>
      <h1 className="ui:text-lg ui:font-semibold">{name} no tiene pantalla en esta dirección</h1>
      <p className="ui:mt-1 ui:text-sm ui:text-gray-500">Abre una de sus rutas:</p>
      <ul className="ui:mt-3 ui:list-disc ui:space-y-1 ui:pl-5 ui:text-sm">
        {(links ?? []).map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="ui:text-primary-700 ui:underline">
              {l.label} ({l.to})
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** How the host renders a remote: `useRoutes` on its relative routes. */
export function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface StandaloneShellProps {
  name: string;
  navigation?: NavGroup[];
  links?: { label: string; to: string }[];
  /** Content instead of the router's Outlet (tests). */
  children?: ReactNode;
}

export function StandaloneShell(props: StandaloneShellProps) {
  return (
    <AuthProvider>
      <ShellBody {...props} />
    </AuthProvider>
  );
}

/** The same session handling as the host: the shared auth state, session check and 401 listener. */
function ShellBody({ name, navigation, links, children }: StandaloneShellProps) {
  const auth = useAuth();
  const { status, retry } = useSessionCheck();
  useUnauthorized();
  const user = status === 'ready' ? auth.user : null;
  const needsSignIn = status === 'signed-out';

  const onLogout = async () => {
    try {
      await logout();
    } finally {
      auth.logout('Sesión cerrada.');
    }
  };

  let body: ReactNode;
  if (needsSignIn) {
    body = (
      <Card className="ui:mx-auto ui:w-full ui:max-w-sm">
        <SignInForm description="Modo independiente: con un usuario del servidor, por ejemplo demo / demo1234." onSignedIn={() => {}} />
      </Card>
    );
  } else if (status === 'checking') {
    body = <LoadingBlock label="Comprobando la sesión" className="ui:py-24" />;
  } else if (status === 'failed') {
    body = (
      <LoadFailed title="No se pudo contactar al servidor" onRetry={retry}>
        Revisa que el servidor esté encendido y que API_TARGET apunte a él.
      </LoadFailed>
    );
  } else {
    body = children ?? <Outlet />;
  }

  return (
    <div className="ui:min-h-screen ui:bg-gray-50 ui:text-gray-900">
      <header className="ui:border-b ui:border-amber-200 ui:bg-amber-50">
        <div className="ui:mx-auto ui:flex ui:max-w-7xl ui:flex-wrap ui:items-center ui:gap-x-4 ui:gap-y-2 ui:px-4 ui:py-2 ui:text-sm ui:sm:px-6 ui:lg:px-8">
          <p className="ui:font-medium ui:text-amber-900">
            <span className="ui:font-mono">{name}</span> · modo independiente
          </p>
          {links && links.length > 0 && (
            <nav aria-label="Accesos del modo independiente" className="ui:flex ui:flex-wrap ui:gap-3">
              {links.map((l) => (
                <Link key={l.to} to={l.to} className="ui:text-amber-900 ui:underline ui:hover:text-amber-700">
                  {l.label}
                </Link>
              ))}
            </nav>
          )}
          {user && !needsSignIn && (
            <div className="ui:ml-auto ui:flex ui:items-center ui:gap-3">
              <span className="ui:text-amber-900">
                {user.firstName} {user.lastName}
              </span>
              <Button variant="ghost" size="sm" onClick={() => void onLogout()}>
                Cerrar sesión
              </Button>
            </div>
          )}
        </div>
      </header>
      <div className="ui:mx-auto ui:flex ui:max-w-7xl ui:flex-col ui:gap-6 ui:px-4 ui:py-6 ui:sm:px-6 ui:lg:flex-row ui:lg:px-8 ui:lg:py-10">
        {navigation && navigation.length > 0 && !needsSignIn && <StandaloneNav navigation={navigation} />}
        <main className="ui:min-w-0 ui:flex-1">{body}</main>
      </div>
    </div>
  );
}

/** The back-office remote's groups as plain lists, to reach every route without the host's sidebar. */
function StandaloneNav({ navigation }: { navigation: NavGroup[] }) {
  return (
    <details className="ui:rounded-lg ui:border ui:border-gray-200 ui:bg-white ui:p-3 ui:text-sm ui:lg:w-64 ui:lg:shrink-0 ui:lg:self-start">
      <summary className="ui:cursor-pointer ui:font-semibold">Navegación del remoto</summary>
      {navigation.map((group) => (
        <div key={group.name} className="ui:mt-3">
          <p className="ui:font-medium ui:text-gray-500">
            {group.href ? <NavLink to={group.href}>{group.name}</NavLink> : group.name}
          </p>
          <ul className="ui:mt-1 ui:space-y-1">
            {group.menus.map((menu) => (
              <li key={menu.name}>
                <NavLink
                  to={menu.to}
                  className={({ isActive }) => (isActive ? 'ui:font-semibold ui:text-primary-700' : 'ui:text-gray-700 ui:hover:text-primary-700')}
                >
                  {menu.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
