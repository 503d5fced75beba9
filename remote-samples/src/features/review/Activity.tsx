import { Button, Card, Field, Textarea } from '@muestrario/shared/ui';
import { CardTitle } from './SampleDetails';

/** Spec: static sample data (requested, edited, uploaded render, created, authorized); wired in a later issue. */
const TIMELINE = [
  { who: 'Mariana López', what: 'solicitó la muestra', when: 'hace 5 días' },
  { who: 'Mariana López', what: 'editó el diseño', when: 'hace 4 días' },
  { who: 'Luis Herrera', what: 'cargó el render', when: 'hace 3 días' },
  { who: 'Luis Herrera', what: 'creó la muestra física', when: 'hace 2 días' },
  { who: 'Andrea Ruiz', what: 'autorizó la muestra', when: 'hace 1 día' },
] as const;

/** 'Actividad': the static timeline and the comment box (not sent anywhere yet). */
export function Activity() {
  return (
    <Card role="region" aria-labelledby="review-activity" className="ms:print:hidden">
      <CardTitle id="review-activity">Actividad</CardTitle>
      <ol className="ms:space-y-4">
        {TIMELINE.map((item, i) => (
          <li key={item.what} className="ms:relative ms:flex ms:gap-3">
            {i < TIMELINE.length - 1 && <span aria-hidden="true" className="ms:absolute ms:top-5 ms:left-[0.3125rem] ms:h-full ms:w-px ms:bg-gray-200" />}
            <span aria-hidden="true" className="ms:mt-1.5 ms:size-2.5 ms:shrink-0 ms:rounded-full ms:bg-gray-300 ms:ring-4 ms:ring-white" />
            <p className="ms:flex-1 ms:text-sm ms:text-gray-600">
              <span className="ms:font-medium ms:text-gray-900">{item.who}</span> {item.what}
              <span className="ms:block ms:text-xs ms:text-gray-500">{item.when}</span>
            </p>
          </li>
        ))}
      </ol>
      <form className="ms:mt-6" onSubmit={(e) => e.preventDefault()}>
        <Field label="Comentario" hideLabel>
          <Textarea rows={3} placeholder="Escribe un comentario..." />
        </Field>
        <div className="ms:mt-3 ms:flex ms:justify-end">
          <Button type="submit" variant="secondary" size="sm">
            Comentar
          </Button>
        </div>
      </form>
    </Card>
  );
}
