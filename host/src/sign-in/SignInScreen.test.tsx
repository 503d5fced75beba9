import { render, screen } from '@testing-library/react';
import { AuthProvider } from '@muestrario/shared/auth';
import { SignInScreen } from './SignInScreen';

describe('SignInScreen', () => {
  it('shows the form at once and the plant illustration in a later frame', async () => {
    render(
      <AuthProvider>
        <SignInScreen onSignedIn={() => undefined} />
      </AuthProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /planta de confección/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /planta de confección/ })).toBeInTheDocument();
    expect(screen.getByText('Planta de confección')).toBeInTheDocument();
  });
});
