import type { PublicAnswerResult, PublicApproval } from '@muestrario/shared/contract';
import { formatStamp } from '@muestrario/shared/rules';
import { publicSignedProofUrl } from '@muestrario/shared/api';
import { buttonClassName } from '@muestrario/shared/ui';
import { LinkRefused as Refused } from '../components/LinkRefused';

/** A link that does not open: why, in Spanish, and nothing else of the sample. */
export function LinkRefused({
  message,
  signedProof,
}: {
  message: string;
  /** An answered link: where its signed proof downloads, if it was approved. */
  signedProof?: string | undefined;
}) {
  return (
    <Refused message={message}>
      {signedProof && (
        <a className={buttonClassName({ variant: 'secondary', className: 'mt-5' })} href={signedProof} download>
          Descargar la prueba firmada (PDF)
        </a>
      )}
    </Refused>
  );
}

/** After answering: what was recorded. */
export function AnswerDone({ token, proof, result }: { token: string; proof: PublicApproval; result: PublicAnswerResult }) {
  const approved = result.decision === 'approved';
  return (
    <section aria-labelledby="done-title" className="mx-auto max-w-lg rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <h1 id="done-title" className="text-xl font-semibold text-gray-900">
        {approved ? `¡Gracias, ${result.customerName}! Aprobaste la prueba.` : `Gracias, ${result.customerName}. Enviamos tu solicitud de cambios.`}
      </h1>
      <p role="status" className="mt-3 text-base text-gray-700">
        {approved
          ? `Registramos tu aprobación de «${proof.sampleName}» (${proof.folio}, ronda ${proof.round}) el ${formatStamp(result.answeredAt)}. Tu vendedor ya la recibió.`
          : `Tu vendedor recibió tus comentarios sobre «${proof.sampleName}» (${proof.folio}) y preparará una nueva versión.`}
      </p>
      {approved && result.proof && (
        // Issue 33: the signed proof stays downloadable (also on a later visit of the link).
        <a className={buttonClassName({ className: 'mt-5 w-full sm:w-auto' })} href={publicSignedProofUrl(token)} download={result.proof.filename}>
          Descargar la prueba firmada (PDF)
        </a>
      )}
      {result.proof && (
        <p className="mt-4 text-xs break-all text-gray-500">
          Prueba registrada: {result.proof.filename} · sha256 {result.proof.sha256}
        </p>
      )}
    </section>
  );
}
