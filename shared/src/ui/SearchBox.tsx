import { useId } from 'react';

/** A list's search box: a screen-reader label, a magnifier, and the text as typed. */
export function SearchBox({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (text: string) => void; placeholder?: string }) {
  const id = useId();
  return (
    <div className="ui:relative ui:min-w-0 ui:flex-1">
      <label htmlFor={id} className="ui:sr-only">
        {label}
      </label>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false" className="ui:pointer-events-none ui:absolute ui:top-1/2 ui:left-3 ui:size-5 ui:-translate-y-1/2 ui:text-gray-400">
        <path strokeLinecap="round" strokeLinejoin="round" d="m21 21-5.197-5.197m0 0A7.5 7.5 0 1 0 5.196 5.196a7.5 7.5 0 0 0 10.607 10.607z" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="ui:block ui:w-full ui:rounded-md ui:border-0 ui:bg-white ui:py-2 ui:pr-3 ui:pl-10 ui:text-sm ui:text-gray-900 ui:ring-1 ui:ring-gray-300 ui:ring-inset ui:placeholder:text-gray-500 ui:focus:ring-2 ui:focus:ring-primary-700 ui:focus:outline-none"
      />
    </div>
  );
}
