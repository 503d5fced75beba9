import { render } from '@testing-library/react';
import { pageTitle, usePageTitle } from './usePageTitle';
import { useWarnBeforeUnload } from './useWarnBeforeUnload';

function Titled({ name }: { name: string }) {
  usePageTitle('Diseñar', name);
  return null;
}

function Guarded({ pending }: { pending: () => boolean }) {
  useWarnBeforeUnload(pending);
  return null;
}

describe('page title', () => {
  it("joins the parts with ' · ' and ends with the product name, skipping blank parts", () => {
    expect(pageTitle('Diseñar', 'Playeras planta 3')).toBe('Diseñar · Playeras planta 3 · Muestrario');
    expect(pageTitle('Muestras', undefined, '  ')).toBe('Muestras · Muestrario');
    expect(pageTitle()).toBe('Muestrario');
  });

  it('sets the title while mounted, follows changes and gives the previous one back', () => {
    document.title = 'Muestrario';
    const { rerender, unmount } = render(<Titled name="Playeras planta 3" />);
    expect(document.title).toBe('Diseñar · Playeras planta 3 · Muestrario');
    rerender(<Titled name="Overoles" />);
    expect(document.title).toBe('Diseñar · Overoles · Muestrario');
    unmount();
    expect(document.title).toBe('Muestrario');
  });
});

describe('useWarnBeforeUnload', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('cancels the unload only while there is pending work, and stops listening when unmounted', () => {
    let pending = true;
    const { unmount } = render(<Guarded pending={() => pending} />);
    expect(unload()).toBe(true);
    pending = false;
    expect(unload()).toBe(false);
    pending = true;
    unmount();
    expect(unload()).toBe(false);
  });
});
