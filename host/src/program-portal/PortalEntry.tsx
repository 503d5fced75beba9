import { useEffect, useState } from 'react';
import { ApiError, getPublicProgram } from '@muestrario/shared/api';
import type { PublicProgram } from '@muestrario/shared/contract';
import { PORTAL_MESSAGES } from '@muestrario/shared/domain';
import { LoadFailed, pageTitle, Spinner } from '@muestrario/shared/ui';
import { LinkRefused } from '../components/LinkRefused';
import { usePrivatePage } from '../components/usePrivatePage';
import { runtimeConfig } from '../start/runtime-config';
import { PortalPage } from './PortalPage';

type State = { kind: 'loading' } | { kind: 'refused'; message: string } | { kind: 'failed' } | { kind: 'ready'; program: PublicProgram };

/** The program a token opens, or why it does not (a malformed token reads as unknown). */
async function fetchProgram(token: string): Promise<State> {
  try {
    await runtimeConfig();
    return { kind: 'ready', program: await getPublicProgram(token) };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { kind: 'refused', message: error.status === 400 ? PORTAL_MESSAGES.unknown : error.message };
    }
    return { kind: 'failed' };
  }
}

export interface PortalEntryProps {
  token: string;
}

/**
 * A uniform program's HR portal ('/programa/:token', issue 35 item 4): public, drawn by the host without a
 * layout or a remote (like the approval page). The client's HR contact keeps the roster (new hires with
 * their sizes, sizes, inactive) and asks for a reorder for chosen employees; a link that does not open shows
 * only why.
 */
export function PortalEntry({ token }: PortalEntryProps) {
  usePrivatePage('Portal de uniformes · Muestrario');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    void fetchProgram(token).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [token]);
  const shown = state.kind === 'ready' ? state.program : undefined;
  useEffect(() => {
    if (shown) document.title = pageTitle('Portal de uniformes', shown.programName, shown.clientName);
  }, [shown]);
  const retry = () => {
    setState({ kind: 'loading' });
    void fetchProgram(token).then(setState);
  };

  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <p className="text-sm font-semibold text-primary-800">Muestrario Uniformes Industriales</p>
          <p className="text-xs text-gray-500">Portal de uniformes</p>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
        {state.kind === 'loading' && (
          <div className="flex min-h-64 items-center justify-center text-primary-700">
            <Spinner size="lg" label="Cargando el programa" />
          </div>
        )}
        {state.kind === 'refused' && <LinkRefused message={state.message} />}
        {state.kind === 'failed' && (
          <LoadFailed className="mx-auto max-w-lg" title="No se pudo cargar el programa" onRetry={retry}>
            Revisa tu conexión e inténtalo de nuevo.
          </LoadFailed>
        )}
        {state.kind === 'ready' && (
          <PortalPage
            token={token}
            program={state.program}
            onChange={(program) => setState({ kind: 'ready', program })}
            onRefused={(message) => setState({ kind: 'refused', message })}
          />
        )}
      </main>
    </div>
  );
}
