import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SampleListItem } from '@muestrario/shared/contract';
import { sampleListItems } from '@muestrario/shared/testing';
import { SampleRows } from './SampleRows';
import { loadWindowedRows } from './windowed-module';

/*
 * The markup of a windowed list. jsdom lays nothing out, so each row reports the height a browser gives
 * it (57 px a table row, 97 px a card) and the viewport is jsdom's 1024×768; the windowing itself is the
 * virtualizer's, and the browser test (e2e/windowed-rows.spec.ts) scrolls a real one.
 */
const rowsOf = (count: number) => sampleListItems(count, 1000, { dueDate: '2026-11-23' });

function renderRows(rows: SampleListItem[], total: number) {
  return render(
    <MemoryRouter>
      <h2 id="titulo">Muestras</h2>
      <SampleRows rows={rows} total={total} headingId="titulo" hrefOf={(s) => `/samples/${s.sampleId}`} />
    </MemoryRouter>,
  );
}

function viewport(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(min-width: 48rem)' ? wide : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
const boundingRect = HTMLElement.prototype.getBoundingClientRect;
/** Where the list starts in the document (below the heading and the table's header). */
const LIST_TOP = 200;
beforeAll(async () => {
  // The windowed rows' chunk, as a browser has it by the time a list passes two pages.
  await loadWindowedRows();
  // The list's body starts LIST_TOP px down the document: its box moves up as the page scrolls.
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const top = this.tagName === 'TBODY' || this.tagName === 'UL' ? LIST_TOP - window.scrollY : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  };
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'TR' ? 57 : this.tagName === 'LI' ? 97 : 0;
    },
  });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  HTMLElement.prototype.getBoundingClientRect = boundingRect;
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  window.scrollY = 0;
});

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

/** The body rows a screen reader reads (spacers excluded) and their aria-rowindex. */
function bodyRowIndexes(table: HTMLElement): number[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.getAttribute('aria-rowindex')));
}

describe('a long list on a wide screen', () => {
  beforeEach(() => viewport(true));

  it('renders a window of rows with hidden spacers, each row numbered among all of them', () => {
    renderRows(rowsOf(120), 300);
    const table = screen.getByRole('table', { name: 'Muestras' });
    expect(table).toHaveAttribute('aria-rowcount', '301');
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);

    const indexes = bodyRowIndexes(table);
    expect(indexes[0]).toBe(2);
    expect(indexes.length).toBeLessThan(40);
    expect(indexes).toEqual(indexes.map((_, i) => i + 2));
    expect(within(table).getByRole('link', { name: 'Proyecto 1' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Proyecto 120' })).not.toBeInTheDocument();

    // Below the rendered rows, one hidden row across all the columns holds the height of the others.
    const body = table.querySelector('tbody')!;
    const spacer = body.lastElementChild as HTMLTableRowElement;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer.cells).toHaveLength(1);
    expect(spacer.cells[0]).toHaveAttribute('colspan', '6');
    expect(spacer.cells[0]!.style.height).toBe(`${(120 - indexes.length) * 57}px`);
    expect(body.firstElementChild).not.toHaveAttribute('aria-hidden');
  });

  it('moves the window as the page scrolls: a spacer above, the rows numbered from where they are', () => {
    renderRows(rowsOf(120), 120);
    const table = screen.getByRole('table', { name: 'Muestras' });
    scrollTo(LIST_TOP + 60 * 57);
    const indexes = bodyRowIndexes(table);
    expect(indexes[0]).toBeGreaterThan(40);
    expect(indexes).toContain(62);
    expect(within(table).queryByRole('link', { name: 'Proyecto 1' })).not.toBeInTheDocument();
    const body = table.querySelector('tbody')!;
    const top = body.firstElementChild as HTMLTableRowElement;
    expect(top).toHaveAttribute('aria-hidden', 'true');
    expect(top.cells[0]!.style.height).toBe(`${(indexes[0]! - 2) * 57}px`);

    scrollTo(LIST_TOP + 120 * 57);
    expect(within(table).getByRole('link', { name: 'Proyecto 120' })).toBeInTheDocument();
    expect(bodyRowIndexes(table).at(-1)).toBe(121);
    expect(body.lastElementChild).not.toHaveAttribute('aria-hidden');
  });

  it('keeps the row that has focus while it scrolls out of view', () => {
    renderRows(rowsOf(120), 120);
    const table = screen.getByRole('table', { name: 'Muestras' });
    act(() => within(table).getByRole('link', { name: 'Proyecto 2' }).focus());
    scrollTo(LIST_TOP + 60 * 57);
    expect(within(table).getByRole('link', { name: 'Proyecto 2' })).toHaveFocus();
    const indexes = bodyRowIndexes(table);
    expect(indexes[0]).toBe(3);
    expect(indexes[1]).toBeGreaterThan(40);
    // A spacer before it, one between it and the window.
    expect(table.querySelectorAll('tbody > tr[aria-hidden="true"]')).toHaveLength(3);
  });
});

describe('a short list', () => {
  it('renders every row, with no spacers', () => {
    viewport(true);
    renderRows(rowsOf(50), 80);
    const table = screen.getByRole('table', { name: 'Muestras' });
    expect(table).toHaveAttribute('aria-rowcount', '81');
    expect(bodyRowIndexes(table)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect(table.querySelector('tbody > [aria-hidden]')).toBeNull();
  });
});

describe('a long list on a phone', () => {
  it('keeps list semantics: only cards in the list, each saying where it stands, the space held without extra items', () => {
    viewport(false);
    renderRows(rowsOf(120), 200);
    const list = screen.getByRole('list', { name: 'Muestras' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(40);
    expect(list.children).toHaveLength(items.length);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '200');
    expect(list.style.paddingBottom).toBe(`${(120 - items.length) * 97}px`);

    scrollTo(LIST_TOP + 100 * 97);
    const moved = within(list).getAllByRole('listitem');
    const first = Number(moved[0]!.getAttribute('aria-posinset'));
    expect(first).toBeGreaterThan(50);
    expect(list.style.paddingTop).toBe(`${(first - 1) * 97}px`);
    expect(moved[0]!.style.marginTop).toBe('');
    expect(within(list).getByRole('link', { name: 'Proyecto 101' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Proyecto 1' })).not.toBeInTheDocument();
  });
});
