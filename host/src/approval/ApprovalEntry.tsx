import { useEffect, useState } from 'react';
import { ApiError, getPublicApproval, publicSignedProofUrl } from '@muestrario/shared/api';
import type { PublicAnswerResult, PublicApproval } from '@muestrario/shared/contract';
import { APPROVAL_MESSAGES } from '@muestrario/shared/domain';
import { LoadFailed, pageTitle, Spinner } from '@muestrario/shared/ui';
import { usePrivatePage } from '../components/usePrivatePage';
import { runtimeConfig } from '../start/runtime-config';
import { AnswerDone, LinkRefused } from './ApprovalNotices';
import { ProofView } from './ProofView';
import { AnswerForms } from './AnswerForms';

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string; signed?: boolean }
  | { kind: 'failed' }
  | { kind: 'proof'; proof: PublicApproval }
  | { kind: 'answered'; proof: PublicApproval; result: PublicAnswerResult };

/** Whether an answered link has a signed proof (a HEAD-free check: the GET's status, body discarded). */
async function signedProofExists(token: string): Promise<boolean> {
  try {
    const res = await fetch(publicSignedProofUrl(token), { credentials: 'omit' });
    void res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** The proof of a token, or why it does not open (a malformed token reads as unknown). */
async function fetchProof(token: string): Promise<State> {
  try {
    await runtimeConfig();
    return { kind: 'proof', proof: await getPublicApproval(token) };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      // An answered link: its signed proof, if it was approved, is still there to download (issue 33).
      const signed = error.message === APPROVAL_MESSAGES.answered && (await signedProofExists(token));
      return { kind: 'refused', message: error.status === 400 ? APPROVAL_MESSAGES.unknown : error.message, signed };
    }
    return { kind: 'failed' };
  }
}

export interface ApprovalEntryProps {
  token: string;
}

/**
 * The customer's approval page ('/aprobar/:token', issue 17): public, drawn by the host without a layout
 * or a remote (like the sign-in entry). It shows the proof of the version the link is pinned to and
 * lets the customer approve it or ask for changes; a link that does not open shows only why.
 */
export function ApprovalEntry({ token }: ApprovalEntryProps) {
  usePrivatePage('Aprobación de prueba · Muestrario');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    void fetchProof(token).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [token]);
  // 'Prueba MU-000123 · Playeras planta 3 · Muestrario' once the proof is here (issue 33: a title per page).
  const shown = state.kind === 'proof' || state.kind === 'answered' ? state.proof : undefined;
  useEffect(() => {
    if (shown) document.title = pageTitle(`Prueba ${shown.folio}`, shown.sampleName);
  }, [shown]);
  const retry = () => {
    setState({ kind: 'loading' });
    void fetchProof(token).then(setState);
  };

  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <p className="text-sm font-semibold text-primary-800">Muestrario Uniformes Industriales</p>
          <p className="text-xs text-gray-500">Prueba para aprobación</p>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
        {state.kind === 'loading' && (
          <div className="flex min-h-64 items-center justify-center text-primary-700">
            <Spinner size="lg" label="Cargando la prueba" />
          </div>
        )}
        {state.kind === 'refused' && <LinkRefused message={state.message} signedProof={state.signed ? publicSignedProofUrl(token) : undefined} />}
        {state.kind === 'failed' && (
          <LoadFailed className="mx-auto max-w-lg" title="No se pudo cargar la prueba" onRetry={retry}>
            Revisa tu conexión e inténtalo de nuevo.
          </LoadFailed>
        )}
        {state.kind === 'proof' && (
          <>
            <ProofView token={token} proof={state.proof} />
            <AnswerForms
              token={token}
              proof={state.proof}
              onAnswered={(result) => setState({ kind: 'answered', proof: state.proof, result })}
              onRefused={(message) => setState({ kind: 'refused', message })}
            />
          </>
        )}
        {state.kind === 'answered' && <AnswerDone token={token} proof={state.proof} result={state.result} />}
      </main>
    </div>
  );
}
