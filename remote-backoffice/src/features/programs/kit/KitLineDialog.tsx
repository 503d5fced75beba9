import { useId, type FormEvent } from 'react';
import { createKitLine, updateKitLine, useKitOptions } from '@muestrario/shared/api';
import { PROGRAM_LIMITS, type ProgramDetail, type ProgramJobTitle, type ProgramKitLine } from '@muestrario/shared/domain';
import { Button, Dialog, DialogClose, ErrorAlert, Field, LoadingBlock, NumberInput, Select, useForm, type Form } from '@muestrario/shared/ui';
import { draftOfKitLine, kitLineBodyOf, NEW_KIT_LINE, samplesForStyle, type KitLineDraft, type KitLineField } from '../kit-line-draft';

export interface KitLineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  programId: number;
  jobTitle: ProgramJobTitle | undefined;
  /** The line changed; undefined adds one to `jobTitle`'s kit. */
  line: ProgramKitLine | undefined;
  onSaved: (program: ProgramDetail) => void;
}

/** 'Agregar prenda al kit' or 'Editar prenda del kit': style, colour, the client's authorised sample of it, pieces per period. */
export function KitLineDialog(props: KitLineDialogProps) {
  return <KitLineDialogBody key={props.open ? `open-${props.line?.id ?? 'new'}` : 'closed'} {...props} />;
}

function KitLineDialogBody({ open, onOpenChange, programId, jobTitle, line, onSaved }: KitLineDialogProps) {
  const formId = useId();
  const form = useForm({
    initial: () => (line ? draftOfKitLine(line) : NEW_KIT_LINE),
    check: (d: KitLineDraft) => {
      const checked = kitLineBodyOf(d);
      return 'errors' in checked ? checked.errors : {};
    },
    save: (d: KitLineDraft) => {
      const checked = kitLineBodyOf(d);
      if ('errors' in checked) throw new Error('checked before saving');
      return line ? updateKitLine(programId, line.id, checked.body) : createKitLine(programId, jobTitle!.id, checked.body);
    },
    onSaved,
    failureFallback: 'No pudimos guardar la prenda del kit. Revisa tu conexión e inténtalo de nuevo.',
    warnBeforeUnload: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={line ? `Editar ${line.itemCode} del kit` : `Agregar prenda al kit de ${jobTitle?.name ?? ''}`}
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            {line ? 'Guardar cambios' : 'Agregar al kit'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <KitLineForm id={formId} programId={programId} form={form} />}
    </Dialog>
  );
}

function KitLineForm({ id, programId, form }: { id: string; programId: number; form: Form<KitLineDraft, ProgramDetail> }) {
  const { data: options, error } = useKitOptions(programId);
  const { values: d, failure } = form;
  const errors: Partial<Record<KitLineField, string>> = form.errors;
  if (error && !options) return <ErrorAlert title="No pudimos cargar los estilos y las muestras del cliente." />;
  if (!options) return <LoadingBlock label="Cargando estilos y muestras" />;
  const style = options.styles.find((s) => String(s.id) === d.itemId);
  const samples = samplesForStyle(options.samples, style);
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  const chooseStyle = (itemId: string) => {
    const next = options.styles.find((s) => String(s.id) === itemId);
    const fitting = samplesForStyle(options.samples, next);
    form.setValues(
      {
        ...d,
        itemId,
        colourId: next?.colours.length === 1 ? String(next.colours[0]!.id) : '',
        sampleId: fitting.length === 1 ? String(fitting[0]!.id) : fitting.some((s) => String(s.id) === d.sampleId) ? d.sampleId : '',
      },
      ['itemId', 'colourId', 'sampleId'],
    );
  };
  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <Field label="Estilo" required error={errors.itemId} hint={style ? `Tallas: ${style.sizes.join(', ')}` : undefined}>
        <Select
          value={d.itemId}
          placeholder="Elige un estilo"
          options={options.styles.map((s) => ({ value: String(s.id), label: `${s.code} · ${s.description}` }))}
          onChange={(e) => chooseStyle(e.target.value)}
        />
      </Field>
      <Field label="Color" required error={errors.colourId}>
        <Select
          value={d.colourId}
          placeholder={style ? 'Elige un color' : 'Primero elige el estilo'}
          disabled={!style}
          options={(style?.colours ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => form.setValues({ ...d, colourId: e.target.value }, ['colourId'])}
        />
      </Field>
      <Field
        label="Muestra autorizada"
        required
        error={errors.sampleId}
        hint={
          style && samples.length === 0
            ? 'Este cliente no tiene muestras autorizadas (etapa 7) de esta prenda: autoriza una primero.'
            : 'Solo las muestras autorizadas (etapa 7) de este cliente hechas sobre la prenda del estilo.'
        }
      >
        <Select
          value={d.sampleId}
          placeholder={style ? 'Elige la muestra' : 'Primero elige el estilo'}
          disabled={!style || samples.length === 0}
          options={samples.map((s) => ({ value: String(s.id), label: s.garment ? `${s.name} (${s.garment})` : s.name }))}
          onChange={(e) => form.setValues({ ...d, sampleId: e.target.value }, ['sampleId'])}
        />
      </Field>
      <Field label="Piezas por periodo" required error={errors.piecesPerPeriod} hint={`Lo que recibe cada empleado del puesto en un periodo (1 a ${PROGRAM_LIMITS.piecesPerPeriod}).`}>
        <NumberInput value={d.piecesPerPeriod} unit="pzas" onValueChange={(v) => form.setValues({ ...d, piecesPerPeriod: v }, ['piecesPerPeriod'])} />
      </Field>
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}
