import { useSWRConfig } from 'swr';
import { companyFiscalKey, putCompanyFiscal } from '@muestrario/shared/api';
import type { CompanyFiscalView } from '@muestrario/shared/contract';
import { REGIMENES_FISCALES } from '@muestrario/shared/domain';
import { checkRfc, COMPANY_FISCAL_MESSAGES, documentFolio, FISCAL_SERIES_KINDS, FISCAL_SERIES_LABELS, regimenesFor, type FiscalSeriesKind } from '@muestrario/shared/rules';
import { Button, Card, ErrorAlert, Field, Select, TextInput, useForm, useToast } from '@muestrario/shared/ui';
import { checkFiscalDraft, draftOf, type FiscalDraft } from './fiscal-draft';

const regimenOptions = (rfc: string) => {
  const check = checkRfc(rfc);
  const entries = check.ok && !check.generic ? regimenesFor(check.personType) : REGIMENES_FISCALES;
  return entries.map((e) => ({ value: e.code, label: `${e.code} · ${e.description}` }));
};

/** The company's data as the issuer: RFC, razón social, régimen, lugar de expedición and a series per fiscal document. */
export function CompanyFiscalForm({ initial }: { initial: CompanyFiscalView }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useForm({
    initial: () => draftOf(initial),
    check: (d: FiscalDraft) => checkFiscalDraft(d).errors,
    save: async (d: FiscalDraft) => {
      const saved = await putCompanyFiscal(checkFiscalDraft(d).body!);
      await mutate(companyFiscalKey, saved, { revalidate: false });
      return saved;
    },
    onSaved: (saved) => {
      const next = draftOf(saved);
      form.setValues(next);
      form.markSaved(next);
      toast.success(COMPANY_FISCAL_MESSAGES.saved);
    },
    failureFallback: COMPANY_FISCAL_MESSAGES.saveFailed,
  });
  const { values: draft, failure, saving } = form;
  const text = (key: 'rfc' | 'legalName' | 'placeOfIssue', value: string) => form.setValues({ ...draft, [key]: value }, [key]);
  const setSeries = (kind: FiscalSeriesKind, value: string) => form.setValues({ ...draft, series: { ...draft.series, [kind]: value.toUpperCase() } }, [`series.${kind}`]);
  const firstFolio = (series: string) => (/^[A-Z][A-Z0-9]{0,9}$/.test(series) ? `Primer folio: ${documentFolio(series, 1)}` : undefined);

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-busy={saving} aria-labelledby="datos-empresa">
      <Card>
        <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3">
          <h2 id="datos-empresa" className="bo:text-base bo:font-semibold bo:text-gray-900">
            Datos de la empresa
          </h2>
          <Button type="submit" loading={saving}>
            Guardar datos fiscales
          </Button>
        </div>
        {failure ? <ErrorAlert title={failure} className="bo:mt-4" /> : null}
        {!initial.configured ? <p className="bo:mt-2 bo:text-sm bo:text-gray-600">Aún no hay datos fiscales: sin ellos no se pueden emitir facturas.</p> : null}
        <div className="bo:mt-5 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2">
          <Field label="RFC" error={form.errorOf('rfc')} hint="12 caracteres persona moral, 13 persona física." required>
            <TextInput value={draft.rfc} maxLength={20} autoComplete="off" spellCheck={false} className="bo:uppercase" onChange={(e) => text('rfc', e.target.value)} />
          </Field>
          <Field label="Lugar de expedición (código postal)" error={form.errorOf('placeOfIssue')} hint="El código postal del domicilio fiscal, 5 dígitos." required>
            <TextInput value={draft.placeOfIssue} maxLength={5} inputMode="numeric" autoComplete="off" onChange={(e) => text('placeOfIssue', e.target.value)} />
          </Field>
          <Field label="Razón social" error={form.errorOf('legalName')} hint="Como aparece en la constancia de situación fiscal, sin el régimen societario." className="bo:sm:col-span-2" required>
            <TextInput value={draft.legalName} maxLength={300} autoComplete="organization" onChange={(e) => text('legalName', e.target.value)} />
          </Field>
          <Field label="Régimen fiscal" error={form.errorOf('taxRegime')} className="bo:sm:col-span-2" required>
            <Select value={draft.taxRegime} placeholder="Elige el régimen" options={regimenOptions(draft.rfc)} onChange={(e) => form.setValues({ ...draft, taxRegime: e.target.value }, ['taxRegime'])} />
          </Field>
        </div>
        <fieldset className="bo:mt-6">
          <legend className="bo:text-sm bo:font-semibold bo:text-gray-900">Series de folios</legend>
          <p className="bo:mt-1 bo:text-sm bo:text-gray-600">Cada tipo de documento fiscal lleva su propia serie; los folios se numeran por serie.</p>
          <div className="bo:mt-4 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2">
            {FISCAL_SERIES_KINDS.map((kind) => (
              <Field key={kind} label={`Serie: ${FISCAL_SERIES_LABELS[kind]}`} error={form.errorOf(`series.${kind}`)} hint={firstFolio(draft.series[kind])} required>
                <TextInput value={draft.series[kind]} maxLength={10} autoComplete="off" spellCheck={false} onChange={(e) => setSeries(kind, e.target.value)} />
              </Field>
            ))}
          </div>
        </fieldset>
      </Card>
    </form>
  );
}
