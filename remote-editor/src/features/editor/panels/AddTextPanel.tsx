import { useState } from 'react';
import { createText, failureText, useMutation } from '@muestrario/shared/api';
import type { Pantone } from '@muestrario/shared/contract';
import { DEFAULT_TEXT_COLOR, DEFAULT_TEXT_FONT, FONTS, NEW_TEXT_HEIGHT_CM, TEXT_MAX_CHARS, TEXT_MAX_HINT, type FontName } from '@muestrario/shared/domain';
import { Button, Field, Select, TextInput, useToast } from '@muestrario/shared/ui';
import { newDecorationPlace } from '@muestrario/shared/rules';
import { currentView, MODES, textFromApi, type EditorAction, type EditorState } from '../../../model';
import { measureTextRatio } from '../fonts';
import { TextThreadField } from './TextThreadField';
import { PanelFrame } from './PanelFrame';

export const FONT_OPTIONS = FONTS.map((f) => ({ value: f, label: f }));

/** Mode 3: a text of at most 15 characters, font and thread; added centred in the current view's first print area. */
export function AddTextPanel({ sampleId, state, dispatch }: { sampleId: number; state: EditorState; dispatch: (a: EditorAction) => void }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [font, setFont] = useState<FontName>(DEFAULT_TEXT_FONT);
  const [thread, setThread] = useState<Pantone | null>(null);
  const view = currentView(state);
  const adding = useMutation(
    async (v: NonNullable<typeof view>) => {
      const ratio = await measureTextRatio(text, font);
      // Centred in the view's first print area, 3 cm high or smaller to fit it (issue 33).
      const place = newDecorationPlace(v, ratio, NEW_TEXT_HEIGHT_CM);
      const colour = thread ? { threadId: thread.id } : { color: DEFAULT_TEXT_COLOR };
      const created = await createText(sampleId, v.id, { text, font, ...colour, ...place });
      dispatch({ type: 'added', decoration: textFromApi(created) });
    },
    { onError: (error) => toast.error(failureText(error, 'No se pudo agregar el texto. Inténtalo de nuevo.')) },
  );
  const busy = adding.isMutating;
  const add = async () => {
    if (!view || !text.trim()) return;
    await adding.trigger(view);
  };

  return (
    <PanelFrame mode={MODES.addText} onBack={() => dispatch({ type: 'backToMenu' })}>
      <form
        className="ed:flex ed:flex-col ed:gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Field label="Texto" hint={TEXT_MAX_HINT}>
          <TextInput value={text} maxLength={TEXT_MAX_CHARS} onChange={(e) => setText(e.target.value.slice(0, TEXT_MAX_CHARS))} />
        </Field>
        <Field label="Fuente">
          <Select options={FONT_OPTIONS} value={font} onChange={(e) => setFont(e.target.value as FontName)} />
        </Field>
        <TextThreadField threadId={thread?.id ?? null} color={thread?.hex ?? DEFAULT_TEXT_COLOR} onChoose={setThread} />
        <Button type="submit" disabled={!text.trim() || busy || state.readOnly} loading={busy}>
          Agregar texto
        </Button>
      </form>
    </PanelFrame>
  );
}
