import { Button } from '@muestrario/shared/ui';
import type { Decoration, EditorAction } from '../../../model';

/** Order and delete buttons shared by the logo and text panels. */
export function DecorationActions({ decoration, dispatch, readOnly }: { decoration: Decoration; dispatch: (a: EditorAction) => void; readOnly: boolean }) {
  const noun = decoration.kind === 'logo' ? 'logo' : 'texto';
  return (
    <div className="ed:flex ed:flex-wrap ed:gap-2 ed:border-t ed:border-gray-200 ed:pt-4">
      <Button variant="secondary" size="sm" disabled={readOnly} onClick={() => dispatch({ type: 'broughtToFront', id: decoration.id })}>
        Traer al frente
      </Button>
      <Button variant="secondary" size="sm" disabled={readOnly} onClick={() => dispatch({ type: 'sentToBack', id: decoration.id })}>
        Enviar atrás
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={readOnly}
        className="ed:ml-auto ed:text-red-700 ed:hover:bg-red-50"
        onClick={() => dispatch({ type: 'removed', id: decoration.id })}
      >
        Eliminar {noun}
      </Button>
    </div>
  );
}
