import { Button } from '@muestrario/shared/ui';

/** After a garment change: which decorations were re-placed or made smaller, until the seller dismisses it. */
export function GarmentNotice({ lines, onDismiss }: { lines: string[]; onDismiss: () => void }) {
  return (
    <div
      role="status"
      aria-labelledby="garment-notice-title"
      className="ed:flex ed:flex-wrap ed:items-start ed:justify-between ed:gap-3 ed:rounded-lg ed:bg-primary-50 ed:px-4 ed:py-3 ed:text-sm ed:text-primary-900 ed:ring-1 ed:ring-primary-200"
    >
      <div className="ed:min-w-0">
        <p id="garment-notice-title" className="ed:font-semibold">
          {lines.length === 1 ? 'Con la nueva prenda se reacomodó 1 decorado:' : `Con la nueva prenda se reacomodaron ${lines.length} decorados:`}
        </p>
        <ul className="ed:mt-1 ed:list-disc ed:pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        Entendido
      </Button>
    </div>
  );
}
