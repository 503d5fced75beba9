import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';
import { loadTabs, Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
import { ToastProvider, useToast } from './Toast';

// First in the file: once a test has pointed at a tab set, Radix is loaded for the rest of it.
describe('Tabs before Radix arrives (issue 34)', () => {
  const views = (onValueChange?: (value: string) => void, value?: string) => (
    <Tabs defaultValue={value === undefined ? 'frente' : undefined} value={value} onValueChange={onValueChange}>
      <TabsList aria-label="Vistas">
        <TabsTrigger value="frente">Frente</TabsTrigger>
        <TabsTrigger value="espalda">Espalda</TabsTrigger>
      </TabsList>
      <TabsContent value="frente">Vista de frente</TabsContent>
      <TabsContent value="espalda">Vista de espalda</TabsContent>
    </Tabs>
  );

  it('draws the same roles and links without Radix, and a click selects', async () => {
    const { container } = render(views());
    const tab = screen.getByRole('tab', { name: 'Frente' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('data-state', 'active');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Vista de frente');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Espalda' })).toHaveAttribute('tabindex', '-1');
    // A hidden panel stays in the markup, empty, as Radix draws it.
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(2);
    // fireEvent: a bare click, no pointing or focus (which would fetch Radix for the tests below too).
    fireEvent.click(screen.getByRole('tab', { name: 'Espalda' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vista de espalda');
    expect(screen.getByRole('tab', { name: 'Espalda' })).not.toHaveAttribute('data-radix-collection-item');
  });

  it('a controlled set reports the choice, and nothing selected leaves the first tab reachable with Tab', async () => {
    const chosen: string[] = [];
    render(views((v) => chosen.push(v), ''));
    expect(screen.getByRole('tab', { name: 'Frente' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Espalda' })).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('tabpanel')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Espalda' }));
    expect(chosen).toEqual(['espalda']);
  });

  it('hands over to Radix once pointed at, keeping the selection and the focus', async () => {
    render(views());
    await userEvent.click(screen.getByRole('tab', { name: 'Espalda' }));
    await act(() => loadTabs());
    await act(async () => undefined);
    const espalda = screen.getByRole('tab', { name: 'Espalda' });
    expect(espalda).toHaveAttribute('aria-selected', 'true');
    // Radix's own trigger (the collection marks it) has the focus back.
    expect(espalda).toHaveAttribute('data-radix-collection-item');
    expect(espalda).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Frente' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vista de frente');
  });
});

describe('Tabs', () => {
  it('are Radix tabs: roles, selection and arrow keys', async () => {
    render(
      <Tabs defaultValue="frente">
        <TabsList aria-label="Vistas">
          <TabsTrigger value="frente">Frente</TabsTrigger>
          <TabsTrigger value="espalda">Espalda</TabsTrigger>
        </TabsList>
        <TabsContent value="frente">Vista de frente</TabsContent>
        <TabsContent value="espalda">Vista de espalda</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Vistas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Frente' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vista de frente');
    await userEvent.click(screen.getByRole('tab', { name: 'Espalda' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vista de espalda');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Frente' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Dialog', () => {
  it('opens from its trigger, is labelled by its title and closes with Cerrar or Escape', async () => {
    render(
      <Dialog
        trigger={<Button>Eliminar logotipo</Button>}
        title="¿Eliminar el logotipo?"
        description="Esta acción no se puede deshacer."
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar logotipo' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar el logotipo?' });
    expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer.');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar logotipo' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function ToastButtons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error('No se pudo guardar la muestra.')}>Fallar</button>
      <button onClick={() => toast.success('Muestra guardada.')}>Guardar</button>
    </>
  );
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a failure as an alert and a success as a status; the button dismisses', async () => {
    render(
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fallar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar la muestra.');
    expect(screen.getByRole('status')).toHaveTextContent('Muestra guardada.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Cerrar aviso' })[0]!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('dismisses itself after its duration', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider duration={5000}>
        <ToastButtons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fallar' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('useToast outside a provider is a programming error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToastButtons />)).toThrow('useToast debe usarse dentro de <ToastProvider>');
  });
});
