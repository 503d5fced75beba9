import { screen } from '@testing-library/react';
import { answer, http, server } from '@muestrario/shared/testing';
import { resetRuntimeConfigForTests } from '../start/runtime-config';
import { renderApp } from '../test/render-app';

const config = {
  apiBase: '/api',
  assetsBase: '/api/assets',
  remotes: { remote_samples: '/s.json', remote_editor: '/e.json', remote_backoffice: '/b.json' },
};

beforeEach(() => resetRuntimeConfigForTests());

describe("the router's '/aprobar/:token' route", () => {
  it("draws the customer's page with the token of the address (the page's chunk has no router of its own)", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/config.json', () => answer(200, config)),
      http.get('/api/public/approvals/:token', ({ params }) => {
        asked.push(String(params.token));
        return answer(404, { message: 'Este enlace no existe o ya no es válido.' });
      }),
    );
    renderApp('/aprobar/abc123');
    expect(await screen.findByRole('heading', { name: 'Este enlace no está disponible' })).toBeInTheDocument();
    expect(screen.getByText('Este enlace no existe o ya no es válido.')).toBeInTheDocument();
    expect(asked).toEqual(['abc123']);
  });
});
