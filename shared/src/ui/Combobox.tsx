import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from './cx';
import { controlClassName, controlProps, InvalidIcon, useFieldControl } from './Field';
import { Spinner } from './Spinner';

export interface ComboboxProps<T> {
  /** Finds the options for a query; `signal` aborts when a newer query starts. */
  search: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  getKey: (item: T) => string | number;
  getLabel: (item: T) => string;
  onSelect: (item: T) => void;
  /** Always the first option, whatever the query ('Crear cliente nuevo'). */
  fixedOption?: { label: string; onSelect: (query: string) => void };
  /** Wait this long after the last keystroke before searching. */
  debounceMs?: number;
  /** Text in the input at first (e.g. the chosen item's label). */
  defaultQuery?: string;
  placeholder?: string;
  name?: string;
  /** Needed when the Combobox is not inside a Field. */
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
}

type Option<T> = { kind: 'fixed'; label: string } | { kind: 'item'; item: T; label: string };

/**
 * A text input with a list of suggestions found as the user types (ARIA 1.2 combobox + listbox):
 * debounced search, answers to an older query ignored, ↑/↓ to move, Enter to choose, Escape to close.
 */
export function Combobox<T>({
  search,
  getKey,
  getLabel,
  onSelect,
  fixedOption,
  debounceMs = 300,
  defaultQuery = '',
  placeholder,
  name,
  disabled,
  className,
  'aria-label': ariaLabel,
}: ComboboxProps<T>) {
  const { invalid, ...aria } = controlProps(useFieldControl(), {});
  const listId = useId();
  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<readonly T[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<AbortController | null>(null);
  const [searchFor, setSearchFor] = useState<string | null>(null);

  useEffect(() => {
    if (searchFor === null) return;
    const timer = setTimeout(() => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setLoading(true);
      setFailed(false);
      search(searchFor, controller.signal).then(
        (found) => {
          if (pending.current !== controller) return; // a newer query is running: this answer is stale
          setItems(found);
          setLoading(false);
        },
        () => {
          if (pending.current !== controller) return;
          setItems([]);
          setFailed(true);
          setLoading(false);
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [searchFor, search, debounceMs]);

  useEffect(() => () => pending.current?.abort(), []);

  const options: Option<T>[] = [
    ...(fixedOption ? [{ kind: 'fixed' as const, label: fixedOption.label }] : []),
    ...items.map((item) => ({ kind: 'item' as const, item, label: getLabel(item) })),
  ];
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (option: Option<T>) => {
    setOpen(false);
    setActive(-1);
    if (option.kind === 'fixed') {
      fixedOption?.onSelect(query);
    } else {
      setQuery(option.label);
      onSelect(option.item);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && (options.length > 0 || loading || failed || searchFor !== null);
  return (
    <div className={cx('ui:relative', className)}>
      <input
        type="text"
        role="combobox"
        name={name}
        aria-label={ariaLabel}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        {...aria}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setSearchFor(event.target.value);
          setLoading(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={controlClassName(invalid)}
      />
      {invalid && <InvalidIcon />}
      <ul
        id={listId}
        role="listbox"
        aria-label={ariaLabel}
        hidden={!showList}
        className="ui:absolute ui:z-10 ui:mt-1 ui:max-h-60 ui:w-full ui:overflow-auto ui:rounded-md ui:bg-white ui:py-1 ui:text-sm ui:shadow-lg ui:ring-1 ui:ring-black/5"
      >
        {options.map((option, i) => (
          <li
            key={option.kind === 'fixed' ? 'fixed' : `item-${getKey(option.item)}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseEnter={() => setActive(i)}
            className={cx(
              'ui:cursor-pointer ui:px-3 ui:py-2 ui:select-none',
              i === active ? 'ui:bg-primary-600 ui:text-white' : 'ui:text-gray-900',
              option.kind === 'fixed' && 'ui:font-semibold',
              option.kind === 'fixed' && i !== active && 'ui:text-primary-700',
            )}
          >
            {option.label}
          </li>
        ))}
        {loading && (
          <li role="presentation" className="ui:flex ui:items-center ui:gap-2 ui:px-3 ui:py-2 ui:text-gray-500">
            <Spinner size="sm" label="" /> Buscando…
          </li>
        )}
        {!loading && failed && (
          <li role="presentation" className="ui:px-3 ui:py-2 ui:text-red-700">
            No se pudo buscar. Intenta de nuevo.
          </li>
        )}
        {!loading && !failed && searchFor !== null && items.length === 0 && (
          <li role="presentation" className="ui:px-3 ui:py-2 ui:text-gray-500">
            Sin resultados
          </li>
        )}
      </ul>
    </div>
  );
}
