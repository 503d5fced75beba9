import { useDecorationSettings } from '@muestrario/shared/api';
import { decorationsByView, SEND_NEEDS_DECORATION } from '@muestrario/shared/rules';
import { Button, Dialog, DialogClose } from '@muestrario/shared/ui';
import type { EditorState } from '../../model';
import { warningsByDecoration } from '../../model/insights';
import type { InsightInputs } from './panels/insight-panels';
import { decorationName } from './useDesignEditor';

export interface SendDesignDialogProps {
  state: EditorState;
  /** What each decoration's warnings come from (`warningsByDecoration`): counted and listed, never blocking. */
  inputs: InsightInputs;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/**
 * 'Enviar diseño' asks first (issue 15): the decorations per view that go to Renderizado, or, with none,
 * why it cannot be sent yet (the server refuses it too).
 */
export function SendDesignDialog({ state, inputs, open, onOpenChange, onConfirm }: SendDesignDialogProps) {
  const settings = useDecorationSettings();
  const warnings = open ? warningsByDecoration(inputs.state, inputs.sample, inputs.catalogue, settings) : [];
  const warningCount = warnings.reduce((n, w) => n + w.messages.length, 0);
  const order = new Map(state.views.map((v, i) => [v.id, i]));
  const titles = new Map(state.views.map((v) => [v.id, v.title]));
  const decorations = [...state.doc.decorations]
    .sort((a, b) => (order.get(a.viewId) ?? 0) - (order.get(b.viewId) ?? 0))
    .map((d) => ({ viewTitle: titles.get(d.viewId) ?? '', name: decorationName(d) }));
  const groups = decorationsByView(decorations);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Enviar diseño"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
          {groups.length > 0 && <Button onClick={onConfirm}>Enviar diseño</Button>}
        </>
      }
    >
      {groups.length === 0 ? (
        <p role="alert" className="ed:text-sm ed:text-red-700">
          {SEND_NEEDS_DECORATION}
        </p>
      ) : (
        <>
          <p className="ed:text-sm ed:text-gray-600">
            La muestra pasará a Renderizado con estos decorados y ya no se podrá editar:
          </p>
          <ul aria-label="Decorados por vista" className="ed:mt-3 ed:space-y-2 ed:text-sm">
            {groups.map(({ view, names }) => (
              <li key={view}>
                <span className="ed:font-medium ed:text-gray-900">Decorados {view}:</span> {names.join(', ')}
              </li>
            ))}
          </ul>
          {warningCount > 0 && (
            <section aria-label="Avisos del diseño" className="ed:mt-4 ed:rounded-md ed:border ed:border-amber-200 ed:bg-amber-50 ed:p-3 ed:text-sm ed:text-amber-900">
              <p className="ed:font-semibold">
                {warningCount === 1 ? 'Hay 1 aviso' : `Hay ${warningCount} avisos`} (puedes enviar de todos modos):
              </p>
              <ul className="ed:mt-1 ed:list-disc ed:space-y-1 ed:pl-5">
                {warnings.flatMap(({ decoration, messages }) =>
                  messages.map((m, i) => (
                    <li key={`${decoration.id}-${i}`}>
                      <span className="ed:font-medium">{decorationName(decoration)}:</span> {m}
                    </li>
                  )),
                )}
              </ul>
            </section>
          )}
        </>
      )}
    </Dialog>
  );
}
