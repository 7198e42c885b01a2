import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../../testing/render-feature';
import { GeneralSettingsForm } from './general-settings-form';

const settings = {
  supportPhone: '5511987654321',
  supportEmail: 'ajuda@pele.ai',
  privacyEmail: 'dpo@pele.ai',
  freeTrialDays: 7,
};

afterEach(() => vi.unstubAllGlobals());

describe('admin general settings', () => {
  it('edits the support e-mail and the data-protection officer’s e-mail with the other settings', async () => {
    const { calls } = stubApi({
      'GET /api/admin/settings': () => ok(settings),
      'PUT /api/admin/settings': (_url, init) => ok(JSON.parse(String(init?.body))),
    });
    renderFeature(<GeneralSettingsForm />, { path: '/admin/settings' });
    const dpo = await screen.findByLabelText(/E-mail do encarregado de dados/);
    expect(dpo).toHaveValue('dpo@pele.ai');
    await userEvent.clear(screen.getByLabelText(/E-mail do suporte/));
    await userEvent.clear(dpo);
    await userEvent.type(dpo, 'privacidade@pele.ai');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls().some((call) => call.method === 'PUT')).toBe(true));
    const sent = calls().find((call) => call.method === 'PUT');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      supportPhone: '5511987654321',
      supportEmail: '',
      privacyEmail: 'privacidade@pele.ai',
      freeTrialDays: 7,
    });
  });

  it("shows the server's message beside an e-mail it refused", async () => {
    stubApi({
      'GET /api/admin/settings': () => ok(settings),
      'PUT /api/admin/settings': () =>
        fail(400, 'Dados inválidos.', 'VALIDATION_ERROR', {
          supportEmail: 'Informe um e-mail válido, ou deixe em branco para esconder o contato.',
        }),
    });
    renderFeature(<GeneralSettingsForm />, { path: '/admin/settings' });
    const support = await screen.findByLabelText(/E-mail do suporte/);
    await userEvent.clear(support);
    await userEvent.type(support, 'ajuda@');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(/Informe um e-mail válido/)).toBeInTheDocument();
    expect(support).toHaveAttribute('aria-invalid', 'true');
  });
});
