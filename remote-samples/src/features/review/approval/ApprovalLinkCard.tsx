import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import {
  ApiError,
  approvalLinkKey,
  approvalUrl,
  createApprovalLink,
  emailApprovalLink,
  proofDownloadUrl,
  revokeApprovalLink,
  useAllowed,
  useApprovalLink,
  useMutation,
} from '@muestrario/shared/api';
import type { ApprovalAnswer, CreatedApprovalLink, SampleLifecycle } from '@muestrario/shared/contract';
import { APPROVAL_LINK_STATE_LABELS, STAGE } from '@muestrario/shared/domain';
import { approvalSummary, formatStamp, sampleFolio, whatsappHref } from '@muestrario/shared/rules';
import { Button, buttonClassName, Card, Field, TextInput } from '@muestrario/shared/ui';
import { CardTitle } from '../SampleDetails';

const failure = (error: unknown) => (error instanceof ApiError ? error.message : 'No se pudo completar la acción. Revisa tu conexión e inténtalo de nuevo.');

/**
 * 'Aprobación del cliente' (issue 17): at stage 6 the owner or an admin creates a link for the customer
 * and shares it (copy, WhatsApp, e-mail when the server has SMTP); every answer given through a link is
 * listed with its stored proof and SHA-256, at any stage.
 */
export function ApprovalLinkCard({ lifecycle, sampleName }: { lifecycle: SampleLifecycle; sampleName: string }) {
  const mayShare = useAllowed('approval.createLink', { ownerId: lifecycle.owner.id }) && lifecycle.stage === STAGE.approval;
  const { data } = useApprovalLink(lifecycle.sampleId);
  if (!data || (!mayShare && data.answers.length === 0)) return null;
  return (
    <Card role="region" aria-labelledby="approval-link-title">
      <CardTitle id="approval-link-title">Aprobación del cliente</CardTitle>
      <div className="ms:space-y-4">
        {data.answers.map((answer) => (
          <AnswerLine key={answer.linkId} answer={answer} />
        ))}
        {mayShare && <ShareLink sampleId={lifecycle.sampleId} sampleName={sampleName} emailAvailable={data.emailAvailable} latest={data.link} />}
      </div>
    </Card>
  );
}

function AnswerLine({ answer }: { answer: ApprovalAnswer }) {
  return (
    <div className="ms:rounded-md ms:border ms:border-gray-200 ms:bg-gray-50 ms:p-3 ms:text-sm">
      <p className="ms:font-medium ms:break-words ms:text-gray-900" data-testid="approval-summary">
        {approvalSummary(answer)}
      </p>
      {answer.comment && <p className="ms:mt-1 ms:whitespace-pre-wrap ms:text-gray-700">«{answer.comment}»</p>}
      {answer.pin && (
        <p className="ms:mt-1 ms:text-gray-600">
          Marcó un punto en {answer.pin.viewTitle || 'una vista'} ({Math.round(answer.pin.x * 100)} % desde la izquierda, {Math.round(answer.pin.y * 100)} % desde arriba).
        </p>
      )}
      <p className="ms:mt-1 ms:text-xs ms:text-gray-500">
        Ronda {answer.round} · IP {answer.ip}
      </p>
      {answer.proof && (
        <div className="ms:mt-2 ms:space-y-1">
          <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={proofDownloadUrl(answer.proof.fileKey)} download={answer.proof.filename}>
            Descargar prueba {answer.proof.filename}
          </a>
          <p className="ms:font-mono ms:text-xs ms:break-all ms:text-gray-500">sha256 {answer.proof.sha256}</p>
        </div>
      )}
    </div>
  );
}

interface ShareLinkProps {
  sampleId: number;
  sampleName: string;
  emailAvailable: boolean;
  latest: { state: keyof typeof APPROVAL_LINK_STATE_LABELS; expiresAt: string } | null;
}

function ShareLink({ sampleId, sampleName, emailAvailable, latest }: ShareLinkProps) {
  const { mutate } = useSWRConfig();
  const [created, setCreated] = useState<CreatedApprovalLink | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => mutate(approvalLinkKey(sampleId));
  // The link's state is read again after every attempt, refused or not.
  const running = useMutation(async (work: () => Promise<void>) => {
    setNotice(null);
    try {
      await work();
    } finally {
      await refresh();
    }
  });
  const busy = running.isMutating;
  const error = running.error === undefined ? null : failure(running.error);
  const run = (work: () => Promise<void>) => running.trigger(work);
  const create = () =>
    run(async () => {
      setCreated(await createApprovalLink(sampleId));
    });
  const revoke = () =>
    run(async () => {
      await revokeApprovalLink(sampleId);
      setCreated(null);
      setNotice('Enlace revocado: ya no abre.');
    });

  const active = created ?? (latest?.state === 'active' ? latest : null);
  const url = created ? approvalUrl(created.token) : null;
  return (
    <div className="ms:space-y-3 ms:print:hidden">
      {error && (
        <p role="alert" className="ms:rounded-md ms:bg-red-50 ms:p-3 ms:text-sm ms:text-red-700">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="ms:text-sm ms:text-gray-700">
          {notice}
        </p>
      )}
      <p className="ms:text-sm ms:text-gray-600">
        {active
          ? `Hay un enlace activo; vence el ${formatStamp(active.expiresAt)}.`
          : latest
            ? `Último enlace: ${APPROVAL_LINK_STATE_LABELS[latest.state].toLowerCase()}.`
            : 'Crea un enlace para que el cliente revise la prueba y la apruebe o pida cambios, sin iniciar sesión.'}
      </p>
      {url && created && <SharePanel sampleId={sampleId} sampleName={sampleName} url={url} token={created.token} emailAvailable={emailAvailable} />}
      {active && !url && <p className="ms:text-sm ms:text-gray-600">El enlace solo se muestra al crearlo. Si necesitas compartirlo otra vez, crea uno nuevo (el anterior deja de abrir).</p>}
      <div className="ms:flex ms:flex-wrap ms:gap-2">
        <Button variant={url ? 'secondary' : 'primary'} onClick={() => void create()} loading={busy}>
          {active ? 'Crear un enlace nuevo' : 'Crear enlace de aprobación'}
        </Button>
        {active && (
          <Button variant="ghost" onClick={() => void revoke()} disabled={busy}>
            Revocar enlace
          </Button>
        )}
      </div>
    </div>
  );
}

function SharePanel({ sampleId, sampleName, url, token, emailAvailable }: { sampleId: number; sampleName: string; url: string; token: string; emailAvailable: boolean }) {
  const [copied, setCopied] = useState<string | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [to, setTo] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const sending = useMutation(async (address: string) => {
    await emailApprovalLink(sampleId, token, address);
    setSent(`Enlace enviado a ${address}.`);
    setEmailOpen(false);
  });
  const emailError = sending.error === undefined ? null : failure(sending.error);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Enlace copiado.');
    } catch {
      setCopied('No se pudo copiar: selecciona el enlace y cópialo a mano.');
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    await sending.trigger(to.trim());
  };

  return (
    <div className="ms:space-y-3 ms:rounded-md ms:border ms:border-primary-200 ms:bg-primary-50/40 ms:p-3">
      <Field label="Enlace para el cliente">
        <TextInput readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="ms:font-mono ms:text-xs" />
      </Field>
      <div className="ms:flex ms:flex-wrap ms:gap-2">
        <Button size="sm" onClick={() => void copy()}>
          Copiar enlace
        </Button>
        <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={whatsappHref(url, sampleName, sampleFolio(sampleId))} target="_blank" rel="noreferrer noopener">
          Compartir por WhatsApp
        </a>
        {emailAvailable && (
          <Button size="sm" variant="secondary" onClick={() => setEmailOpen((v) => !v)} aria-expanded={emailOpen}>
            Enviar por correo
          </Button>
        )}
      </div>
      {(copied || sent) && (
        <p role="status" className="ms:text-sm ms:text-green-700">
          {sent ?? copied}
        </p>
      )}
      {emailOpen && (
        <form onSubmit={(e) => void send(e)} className="ms:flex ms:flex-col ms:gap-2 ms:sm:flex-row ms:sm:items-end">
          <Field label="Correo del cliente" error={emailError} className="ms:flex-1">
            <TextInput type="email" required value={to} onChange={(e) => setTo(e.target.value)} autoComplete="email" />
          </Field>
          <Button type="submit" size="sm" loading={sending.isMutating}>
            Enviar
          </Button>
        </form>
      )}
    </div>
  );
}
