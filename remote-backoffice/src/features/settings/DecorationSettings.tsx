import { useSWRConfig } from 'swr';
import { decorationSettingsKey, putDecorationSettings, useDecorationSettingsBody, usePermission } from '@muestrario/shared/api';
import type { DecorationSettingsView } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { Link } from 'react-router';
import { DECORATION_SETTINGS_LIMITS as L } from '@muestrario/shared/domain';
import { SETTINGS_MESSAGES } from '@muestrario/shared/rules';
import { PageHeader, Button, Card, DataTable, Field, LoadingBlock, NumberInput, ErrorAlert, useForm, usePageTitle, useToast } from '@muestrario/shared/ui';
import { PlusIcon, TrashIcon } from '../icons';
import { LoadFailed } from '../layout/LoadStates';
import { checkDraft, draftOf, withTierAdded, withTierRemoved, type DraftField, type SettingsDraft } from './settings-draft';

const TITLE = 'Ajustes de bordado';

/**
 * '/admin/ajustes' (issue 18): the extra time and the price tiers every estimate uses, and which embroidery
 * machine lends them its needles and speed (issue 30: changed in Producción › Máquinas). Admins only.
 */
export default function DecorationSettings() {
  usePageTitle('Ajustes de bordado');
  const permission = usePermission('settings.editDecoration');
  const { data, error, mutate } = useDecorationSettingsBody();
  if (permission && !permission.allowed) {
    return (
      <>
        <PageHeader title={TITLE} />
        <ErrorAlert title={permission.reason} />
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadFailed onRetry={() => void mutate()} />
      </>
    );
  }
  if (!data || !permission) return <LoadingBlock label="Cargando ajustes" />;
  return <SettingsForm initial={data} />;
}

function SettingsForm({ initial }: { initial: DecorationSettingsView }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useForm({
    initial: () => draftOf(initial),
    check: (d: SettingsDraft) => checkDraft(d).errors,
    save: async (d: SettingsDraft) => {
      const saved = await putDecorationSettings(checkDraft(d).body!);
      await mutate(decorationSettingsKey, saved, { revalidate: false });
      return saved;
    },
    onSaved: (saved) => {
      const next = draftOf(saved);
      form.setValues(next);
      form.markSaved(next);
      toast.success(SETTINGS_MESSAGES.saved);
    },
    failureFallback: SETTINGS_MESSAGES.saveFailed,
  });
  const { values: draft, failure, saving } = form;
  const errors: Partial<Record<DraftField, string>> = form.errors;

  const update = (next: SettingsDraft, field?: DraftField) => form.setValues(next, field ? [field] : []);
  const setTier = (i: number, key: 'upToStitches' | 'price', value: number | null) =>
    update({ ...draft, priceTiers: draft.priceTiers.map((t, j) => (j === i ? { ...t, [key]: value } : t)) }, `tier.${i}.${key}`);

  const last = draft.priceTiers.length - 1;
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-busy={saving}>
      <PageHeader
        title={TITLE}
        description="El tiempo extra y las tarifas con que se estiman y cotizan los logos bordados."
        actions={
          <Button type="submit" loading={saving}>
            Guardar
          </Button>
        }
      />
      {failure ? <ErrorAlert title={failure} className="bo:mb-6" /> : null}

      <Card className="bo:max-w-3xl">
        <h2 className="bo:text-base bo:font-semibold bo:text-gray-900">Máquina</h2>
        <EstimateMachine settings={initial} />
        <div className="bo:mt-4 bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-3">
          <Field label="Tiempo extra (%)" hint="Por cortes y cambios de color." error={errors.overheadPercent}>
            <NumberInput value={draft.overheadPercent} unit="%" onValueChange={(v) => update({ ...draft, overheadPercent: v }, 'overheadPercent')} />
          </Field>
        </div>
      </Card>

      <Card padding="none" className="bo:mt-6 bo:max-w-3xl">
        <div className="bo:flex bo:items-center bo:justify-between bo:gap-4 bo:px-4 bo:pt-5 bo:sm:px-6">
          <h2 id="tarifas" className="bo:text-base bo:font-semibold bo:text-gray-900">
            Tarifas por puntadas
          </h2>
          <Button variant="secondary" size="sm" disabled={draft.priceTiers.length >= L.tiers.max} onClick={() => form.setValues(withTierAdded(draft))}>
            <PlusIcon className="bo:size-4" />
            Agregar tarifa
          </Button>
        </div>
        <div className="bo:mt-4">
          <DataTable
            rows={draft.priceTiers}
            rowKey={(_, i) => i}
            labelledBy="tarifas"
            rowClassName={() => ''}
            tableClassName="bo:w-full bo:min-w-[32rem]"
            columns={[
              { key: 'tier', header: 'Tarifa', rowHeader: true, className: 'bo:font-medium bo:text-gray-900', cell: (_, i) => i + 1 },
              {
                key: 'upTo',
                header: 'Hasta (puntadas)',
                className: 'bo:align-top',
                cell: (tier, i) =>
                  i === last ? (
                    <span className="bo:inline-block bo:py-2 bo:text-gray-600">Sin límite</span>
                  ) : (
                    <CellInput label={`Hasta cuántas puntadas, tarifa ${i + 1}`} value={tier.upToStitches} error={errors[`tier.${i}.upToStitches`]} onValueChange={(v) => setTier(i, 'upToStitches', v)} />
                  ),
              },
              {
                key: 'price',
                header: 'Precio por pieza',
                className: 'bo:align-top',
                cell: (tier, i) => <CellInput label={`Precio por pieza, tarifa ${i + 1}`} value={tier.price} decimals error={errors[`tier.${i}.price`]} onValueChange={(v) => setTier(i, 'price', v)} />,
              },
              {
                key: 'actions',
                header: 'Acciones',
                hideHeader: true,
                align: 'right',
                className: 'bo:align-top',
                cell: (_, i) => (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Quitar tarifa ${i + 1}`}
                    title="Quitar"
                    disabled={draft.priceTiers.length <= L.tiers.min}
                    onClick={() => {
                      form.setValues(withTierRemoved(draft, i));
                      form.setErrors({});
                    }}
                    className="bo:hover:text-red-700"
                  >
                    <TrashIcon className="bo:size-4" />
                  </Button>
                ),
              },
            ]}
          />
        </div>
        <p className="bo:px-4 bo:py-4 bo:text-sm bo:text-gray-600 bo:sm:px-6">La última tarifa no tiene límite: cubre todo lo que pase de la anterior.</p>
      </Card>
    </form>
  );
}

/** Whose needles and speed the estimates use, read only: they are changed on the machine. */
function EstimateMachine({ settings }: { settings: DecorationSettingsView }) {
  const figures = `${settings.needles} agujas · ${settings.stitchesPerMinute.toLocaleString('es-MX')} puntadas por minuto`;
  return (
    <p className="bo:mt-2 bo:text-sm bo:text-gray-700">
      {settings.machine ? (
        <>
          Los estimados usan la bordadora <span className="bo:font-medium bo:text-gray-900">{settings.machine.name}</span>: {figures}.
        </>
      ) : (
        <>No hay bordadora activa: los estimados usan los valores de fábrica ({figures}).</>
      )}{' '}
      Las agujas y la velocidad se cambian en{' '}
      <Link to={paths.machines} className="bo:font-medium bo:text-primary-700 bo:underline bo:hover:text-primary-800">
        Producción › Máquinas
      </Link>
      .
    </p>
  );
}

/** A number in a table cell: named by `label`, its error under it. */
function CellInput({ label, value, error, decimals = false, onValueChange }: { label: string; value: number | null; error?: string; decimals?: boolean; onValueChange: (v: number | null) => void }) {
  const errorId = `${label.replace(/\W+/g, '-')}-error`;
  return (
    <>
      <NumberInput aria-label={label} value={value} decimals={decimals} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onValueChange={onValueChange} />
      {error ? (
        <p id={errorId} className="bo:mt-1 bo:text-xs bo:text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
