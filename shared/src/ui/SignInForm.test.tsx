import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, http, server } from '../../test/network';
import { AuthProvider, initialAuthState } from '../auth';
import { NETWORK_MESSAGE } from '../auth/sign-in';
import { SignInForm } from './SignInForm';

const user = { id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' };

function renderForm(onSignedIn = jest.fn(), error: string | null = null) {
  render(
    <AuthProvider initialState={{ ...initialAuthState, error }}>
      <SignInForm onSignedIn={onSignedIn} />
    </AuthProvider>,
  );
  return onSignedIn;
}

async function submit(password: string) {
  await userEvent.type(screen.getByLabelText('Usuario'), 'demo');
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('SignInForm (host sign-in page and standalone shell)', () => {
  it('shows the stored authentication error in the red box', () => {
    renderForm(jest.fn(), 'Tu sesión expiró. Inicia sesión de nuevo.');
    expect(screen.getByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Tu sesión expiró. Inicia sesión de nuevo.');
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toBeInTheDocument();
  });

  it('on success clears the error and calls onSignedIn', async () => {
    server.use(http.post('/api/auth/login', () => answer(200, user)));
    const onSignedIn = renderForm(jest.fn(), 'Inicia sesión para continuar.');
    await submit('demo1234');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a server that cannot be reached gives the network message', async () => {
    server.use(http.post('/api/auth/login', () => Response.error()));
    const onSignedIn = renderForm();
    await submit('x');
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE);
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
