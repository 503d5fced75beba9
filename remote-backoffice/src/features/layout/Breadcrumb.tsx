import { Link } from 'react-router';
import { ChevronRightIcon } from '../icons';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** 'Cotizaciones › Nueva cotización' above a detail screen's title. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="bo:mb-2">
      <ol className="bo:flex bo:flex-wrap bo:items-center bo:gap-1.5 bo:text-sm">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="bo:flex bo:items-center bo:gap-1.5">
            {i > 0 && <ChevronRightIcon className="bo:size-4 bo:shrink-0 bo:text-gray-400" />}
            {item.to ? (
              <Link to={item.to} className="bo:font-medium bo:text-gray-600 bo:hover:text-primary-700">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="bo:text-gray-500">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
