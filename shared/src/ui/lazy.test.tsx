import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { lazyScreen, preloadData, preloadRoutes, preloadScreen } from './lazy';

const screenModule = (text: string) => ({ default: () => <h1>{text}</h1> });

describe('lazyScreen', () => {
  it('shows its loading placeholder until the code arrives, then the screen', async () => {
    let arrive = (_: ReturnType<typeof screenModule>) => {};
    const Screen = lazyScreen(() => new Promise<ReturnType<typeof screenModule>>((resolve) => (arrive = resolve)));
    render(<Screen />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando pantalla');
    arrive(screenModule('Pantalla'));
    expect(await screen.findByRole('heading', { name: 'Pantalla' })).toBeInTheDocument();
  });

  it('after preload() it renders on the first pass, without a placeholder, and downloads once', async () => {
    const load = jest.fn(() => Promise.resolve(screenModule('Lista')));
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is tried again by the next one', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(screenModule('Otra vez'));
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('ChunkLoadError');
    await Screen.preload();
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Otra vez' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRoutes', () => {
  const list = { preload: jest.fn(() => Promise.resolve()), load: () => Promise.resolve({}) };
  const detail = { preload: jest.fn((_params: Record<string, string | undefined>) => Promise.resolve()) };
  const data = jest.fn(() => Promise.resolve('datos'));
  const routes: RouteObject[] = [
    { index: true, handle: preloadScreen(list, data) },
    { path: 'samples/:id', handle: { preload: (params: Record<string, string | undefined>) => detail.preload(params) } },
    { path: 'plain' },
  ];
  const preload = preloadRoutes(routes);

  beforeEach(() => jest.clearAllMocks());

  it("runs the matching route's preload with its params, and only that one", async () => {
    await preload('/samples/12');
    expect(detail.preload).toHaveBeenCalledWith({ id: '12' });
    expect(list.preload).not.toHaveBeenCalled();
  });

  it('starts the data of a screen with its code', async () => {
    await preload('/');
    expect(list.preload).toHaveBeenCalledTimes(1);
    expect(data).toHaveBeenCalledTimes(1);
  });

  it("hands the mount's parameters to the screen's data beside the route's own", async () => {
    await preload('/', { id: '12' });
    expect(data).toHaveBeenCalledWith({ id: '12' });
    await preload('/samples/5', { id: '12', other: 'x' });
    expect(detail.preload).toHaveBeenCalledWith({ id: '5', other: 'x' });
  });

  it("waits for the screen's data as well as its code", async () => {
    let arrive = (_: string) => {};
    data.mockImplementationOnce(() => new Promise<string>((resolve) => (arrive = resolve)));
    let done = false;
    const result = preload('/').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list.preload).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    arrive('datos');
    await result;
    expect(done).toBe(true);
  });

  it('never rejects: not for a failed download, a failed data call, a route without handle or an unknown path', async () => {
    list.preload.mockRejectedValueOnce(new Error('ChunkLoadError'));
    data.mockRejectedValueOnce(new Error('500'));
    await expect(preload('/')).resolves.toBeUndefined();
    await expect(preload('/plain')).resolves.toBeUndefined();
    await expect(preload('/nada/aqui')).resolves.toBeUndefined();
  });
});

describe('preloadData', () => {
  it('starts the data and resolves once it is here', async () => {
    let arrive = (_: string) => {};
    const data = jest.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    let done = false;
    const result = Promise.resolve(preloadData(data).preload({})).then(() => (done = true));
    expect(data).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(done).toBe(false);
    arrive('datos');
    await result;
    expect(done).toBe(true);
  });

  it('resolves after a failed data call as well (the screen shows the failure)', async () => {
    const data = jest.fn(() => Promise.reject(new Error('500')));
    await expect(preloadData(data).preload({})).resolves.toBeUndefined();
  });
});
