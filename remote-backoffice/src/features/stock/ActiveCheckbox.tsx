/** A labelled checkbox with its hint (active warehouse, active location). */
export function ActiveCheckbox({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="bo:flex bo:gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="bo:mt-1 bo:size-4 bo:rounded bo:border-gray-300 bo:accent-primary-600"
      />
      <div>
        <label htmlFor={id} className="bo:text-sm bo:font-medium bo:text-gray-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="bo:text-sm bo:text-gray-500">
          {hint}
        </p>
      </div>
    </div>
  );
}
