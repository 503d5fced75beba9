import { Link, useNavigate } from 'react-router';
import { failureText, quoteSample, useMutation, usePermission, useSampleQuotations } from '@muestrario/shared/api';
import { DOCUMENT_STATUS_TONES, QUOTABLE_FROM_STAGE, SALES_MESSAGES } from '@muestrario/shared/domain';
import { formatMoneyOrHidden } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Badge, Button, Card } from '@muestrario/shared/ui';
import { CardTitle } from './SampleDetails';

/**
 * 'Cotizar' and the sample's quotations: from stage 2 a quotation for its client with the garment and
 * one line per decoration (priced by the server), opened in the back-office. 'Cotizar' is offered as the
 * permission table says ('sample.quote'): not at all to a role that does not sell; to a seller who does
 * not own the sample, the reason instead of the button. `ownerId` is undefined until the sample's
 * lifecycle (which names its owner) has loaded: no button until then.
 */
export function SampleQuotations({ sampleId, stage, ownerId }: { sampleId: number; stage: number; ownerId: number | undefined }) {
  const navigate = useNavigate();
  const quotations = useSampleQuotations(sampleId);
  const quotable = stage >= QUOTABLE_FROM_STAGE;
  const byRole = usePermission('sample.quote');
  const forThisSample = usePermission('sample.quote', { ownerId });
  const mayQuote = ownerId !== undefined && forThisSample?.allowed === true;
  const refusedHere = byRole?.allowed === true && ownerId !== undefined && forThisSample?.allowed === false ? forThisSample.reason : null;

  const quoting = useMutation((_: void) => quoteSample(sampleId), {
    onSuccess: (q) => void navigate(paths.quotation(q.id), { state: { notice: `Cotización ${q.folio} creada desde la muestra.` } }),
  });
  const busy = quoting.isMutating;
  const error = quoting.error === undefined ? null : failureText(quoting.error, SALES_MESSAGES.saveFailed);
  const quote = () => quoting.trigger();

  return (
    <Card role="region" aria-labelledby="review-quotations" className="ms:print:hidden">
      <CardTitle
        id="review-quotations"
        aside={
          quotable &&
          mayQuote && (
            <Button size="sm" disabled={busy} onClick={() => void quote()}>
              {busy ? 'Cotizando…' : 'Cotizar'}
            </Button>
          )
        }
      >
        Cotizaciones
      </CardTitle>
      {!quotable && <p className="ms:text-sm ms:text-gray-600">{SALES_MESSAGES.sampleTooEarly}</p>}
      {quotable && refusedHere && <p className="ms:text-sm ms:text-gray-600">{refusedHere}</p>}
      {error && (
        <p role="alert" className="ms:mt-2 ms:text-sm ms:text-red-700">
          {error}
        </p>
      )}
      {quotations.data && quotations.data.length > 0 ? (
        <ul className="ms:mt-3 ms:divide-y ms:divide-gray-100 ms:text-sm">
          {quotations.data.map((q) => (
            <li key={q.id} className="ms:flex ms:items-center ms:justify-between ms:gap-3 ms:py-2">
              <Link to={paths.quotation(q.id)} className="ms:font-medium ms:text-primary-700 ms:hover:underline">
                {q.folio}
              </Link>
              <span className="ms:tabular-nums ms:text-gray-700">{formatMoneyOrHidden(q.totalCents, q.currency)}</span>
              <Badge tone={DOCUMENT_STATUS_TONES[q.status]}>{q.status}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        quotable && quotations.data && <p className="ms:mt-2 ms:text-sm ms:text-gray-500">Todavía no hay cotizaciones de esta muestra.</p>
      )}
    </Card>
  );
}
