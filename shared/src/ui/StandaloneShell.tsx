import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useRoutes, type RouteObject } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError, UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '../api/client';
import { login, logout } from '../api/auth';
import { useAuthDetails } from '../api/auth-hooks';
import { setRuntimeConfig } from '../api/config';
import type { RuntimeConfig } from '../contract/runtime-config';
import type { NavGroup } from '../domain/navigation';
import type { RemoteModule } from '../routes/remote-module';
import { ErrorAlert } from './Alert';
import { Button } from './Button';
import { Card } from './Card';
import { Spinner } from './Spinner';

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
            <Link to={l.to} className="ui:text-blue-700 ui:underline">
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

export function StandaloneShell({ name, navigation, links, children }: StandaloneShellProps) {
  const { data: user, error, isLoading, mutate } = useAuthDetails();
  const [signedOut, setSignedOut] = useState<string | null>(null);
  const { mutate: globalMutate } = useSWRConfig();

  useEffect(() => {
    const onUnauthorized = (event: Event) => {
      setSignedOut((event as CustomEvent<UnauthorizedDetail>).detail?.message ?? '');
    };
    globalThis.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => globalThis.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);

  const needsSignIn = signedOut !== null || (error instanceof ApiError && error.status === 401);

  const onSignedIn = async () => {
    setSignedOut(null);
    // Everything fetched while signed out is stale now.
    await globalMutate(() => true);
  };

  const onLogout = async () => {
    try {
      await logout();
    } finally {
      setSignedOut('Sesión cerrada.');
      await mutate(undefined, { revalidate: false });
    }
  };

  let body: ReactNode;
  if (needsSignIn) {
    body = <SignInForm notice={signedOut || undefined} onSignedIn={onSignedIn} />;
  } else if (isLoading) {
    body = (
      <div className="ui:flex ui:justify-center ui:py-24 ui:text-blue-700">
        <Spinner size="lg" label="Comprobando la sesión" />
      </div>
    );
  } else if (error) {
    body = (
      <ErrorAlert
        title="No se pudo contactar al servidor"
        action={
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            Reintentar
          </Button>
        }
      >
        Revisa que el servidor esté encendido y que API_TARGET apunte a él.
      </ErrorAlert>
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
                  className={({ isActive }) => (isActive ? 'ui:font-semibold ui:text-blue-700' : 'ui:text-gray-700 ui:hover:text-blue-700')}
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

function SignInForm({ notice, onSignedIn }: { notice?: string; onSignedIn: () => Promise<void> }) {
  const id = useId();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setLoading(true);
    setError(null);
    try {
      await login({ username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
      await onSignedIn();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'No se pudo iniciar sesión.');
    } finally {
      setLoading(false);
    }
  };

  const field =
    'ui:mt-1 ui:block ui:w-full ui:rounded-md ui:border-0 ui:px-3 ui:py-2 ui:text-gray-900 ui:ring-1 ui:ring-inset ui:ring-gray-300 ' +
    'ui:focus:ring-2 ui:focus:ring-blue-700 ui:focus:outline-none';
  return (
    <Card className="ui:mx-auto ui:w-full ui:max-w-sm">
      <h1 className="ui:text-lg ui:font-semibold">Inicia sesión (modo independiente)</h1>
      <p className="ui:mt-1 ui:text-sm ui:text-gray-500">Con un usuario del servidor, por ejemplo demo / demo1234.</p>
      <form className="ui:mt-4 ui:space-y-4" onSubmit={(e) => void onSubmit(e)} autoComplete="off">
        {(error ?? notice) && <ErrorAlert title={error ?? notice ?? ''} />}
        <div>
          <label htmlFor={`${id}-user`} className="ui:block ui:text-sm ui:font-medium">
            Usuario
          </label>
          <input id={`${id}-user`} name="username" type="text" required className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="ui:block ui:text-sm ui:font-medium">
            Contraseña
          </label>
          <input id={`${id}-password`} name="password" type="password" required className={field} />
        </div>
        <Button type="submit" loading={loading} className="ui:w-full">
          {loading ? 'Cargando' : 'Iniciar sesión'}
        </Button>
      </form>
    </Card>
  );
}
