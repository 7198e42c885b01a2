import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { completeAnalysis } from '../../../testing/analysis-fixtures';
import { AnalysisResult } from './analysis-result';

const renderResult = (overrides: Parameters<typeof completeAnalysis>[0] = {}) => {
  const onRoutine = vi.fn();
  const onProducts = vi.fn();
  render(
    <AnalysisResult analysis={completeAnalysis(overrides)} onRoutine={onRoutine} onProducts={onProducts} />,
  );
  return { onRoutine, onProducts };
};

describe('analysis result', () => {
  it("marks the detected skin type 'Selecionado' and leaves Mista out unless detected", () => {
    renderResult({ skinType: 'Oleosa' });
    expect(screen.getByTestId('skin-type-Oleosa')).toHaveTextContent('Selecionado');
    expect(screen.getByTestId('skin-type-Seca')).not.toHaveTextContent('Selecionado');
    expect(screen.getByTestId('skin-type-Sensível')).not.toHaveTextContent('Selecionado');
    expect(screen.queryByTestId('skin-type-Mista')).toBeNull();
  });

  it('adds a Mista chip, selected, when the skin is combination', () => {
    renderResult({ skinType: 'Mista' });
    expect(screen.getByTestId('skin-type-Mista')).toHaveTextContent('Selecionado');
    expect(screen.getAllByText('Selecionado')).toHaveLength(1);
  });

  it('shows Tendência a Acne, Hiperpigmentação and Linhas Finas at 0% when there is no concern', () => {
    renderResult({ concerns: [] });
    const placeholders = screen.getAllByTestId('concern-placeholder');
    expect(placeholders.map((item) => item.textContent)).toEqual([
      'Tendência a Acne0%',
      'Hiperpigmentação0%',
      'Linhas Finas0%',
    ]);
  });

  it('shows each concern with its severity and description', () => {
    renderResult();
    const oiliness = screen.getByTestId('concern-oiliness');
    expect(oiliness).toHaveTextContent('Oleosidade');
    expect(oiliness).toHaveTextContent('64%');
    expect(oiliness).toHaveTextContent('Brilho acima do comum na zona T.');
    expect(screen.queryByTestId('concern-placeholder')).toBeNull();
  });

  it("shows 'Qualidade da foto' with its parts and the head pose", () => {
    renderResult({
      photoQuality: {
        score: 78,
        parts: { pose: 60, light: 90, sharpness: 85, size: 70, colour: 100 },
        yawDegrees: -24.4,
        pitchDegrees: 6,
        rollDegrees: 29,
      },
    });
    const card = screen.getByTestId('photo-quality');
    expect(card).toHaveTextContent('Qualidade da foto: 78/100');
    expect(screen.getByTestId('photo-quality-pose')).toHaveTextContent('Posição do rosto60%');
    expect(screen.getByTestId('photo-quality-light')).toHaveTextContent('Luz90%');
    expect(card).toHaveTextContent('virado 24° para o lado');
  });

  it('says where each concern was measured and greys one measured with low confidence, saying why', () => {
    renderResult({
      concerns: [
        {
          key: 'redness',
          name: 'Vermelhidão',
          severity: 40,
          description: 'Vermelhidão moderada.',
          zones: ['forehead'],
          confidence: 0.9,
        },
        {
          key: 'dark_circles',
          name: 'Olheiras',
          severity: 10,
          description: 'Olheiras leves.',
          zones: [],
          confidence: 0,
          confidenceNote: 'Não medido: as áreas desta medida ficaram fora da foto.',
        },
      ],
    });
    const redness = screen.getByTestId('concern-redness');
    expect(redness).toHaveTextContent('Medido em: Testa. Confiança: 90%.');
    expect(redness).not.toHaveAttribute('data-muted');
    const circles = screen.getByTestId('concern-dark_circles');
    expect(circles).toHaveAttribute('data-muted', 'true');
    expect(circles).toHaveTextContent(
      'Confiança: 0%. Não medido: as áreas desta medida ficaram fora da foto.',
    );
  });

  it('marks a zone turned away from the camera as not measured, with the reason', async () => {
    const base = completeAnalysis();
    renderResult({
      zones: base.zones.map((zone) =>
        zone.key === 'forehead'
          ? { ...zone, measured: false, notMeasuredReason: 'Virada para o lado, fora do alcance da câmera' }
          : { ...zone, measured: true },
      ),
    });
    const button = screen.getByRole('button', { name: /Testa \(não medida\)/ });
    await userEvent.click(button);
    expect(screen.getByTestId('zone-not-measured')).toHaveTextContent(
      'Não medida: virada para o lado, fora do alcance da câmera.',
    );
  });

  it('labels hydration as an estimate and shows the metrics, tone, warnings and description', () => {
    renderResult();
    // An analysis without readings (an earlier engine's) does not claim its severities are reference places.
    expect(screen.queryByTestId('concerns-scale')).toBeNull();
    expect(screen.getByTestId('metric-hydration')).toHaveTextContent('Hidratação (estimativa)58%');
    expect(screen.getByTestId('metric-texture')).toHaveTextContent('71%');
    expect(screen.getByTestId('skin-tone')).toHaveTextContent('Intermediária (ITA° 38)');
    expect(screen.getByTestId('quality-warnings')).toHaveTextContent('corrigimos parte dele');
    expect(screen.getByTestId('skin-type-description')).toHaveTextContent('zona T');
    const recommendations = screen.getByRole('region', { name: 'Recomendações' });
    expect(within(recommendations).getByText('Limpeza')).toBeInTheDocument();
    expect(within(recommendations).getByText(/gel de limpeza suave controla/)).toBeInTheDocument();
  });

  it('says each number against the reference faces and shows a number that does not repeat as a band, with why', () => {
    renderResult({
      readings: [
        {
          key: 'oily',
          value: 64,
          display: 'band',
          band: 'médio',
          relative: 'Mais brilho que 6 em cada 10 peles de referência',
          repeatability: 0.29,
          note: 'Confiança baixa: em fotos diferentes da mesma pessoa este número mudou quase tanto quanto entre pessoas diferentes (repetibilidade 0,29 de 1), por isso mostramos só a faixa.',
        },
        {
          key: 'dry',
          value: 22,
          display: 'percent',
          band: 'baixo',
          relative: 'Mais sinais de ressecamento que 2 em cada 10 peles de referência',
          repeatability: 0.52,
        },
        {
          key: 'texture',
          value: 71,
          display: 'percent',
          band: 'alto',
          relative: 'Textura mais lisa que 7 em cada 10 peles de referência',
          repeatability: 0.42,
        },
      ],
    });
    expect(screen.getByTestId('concerns-scale')).toHaveTextContent('entre as peles de referência');
    const oily = screen.getByTestId('type-number-oily');
    expect(oily).toHaveTextContent('Faixa: médio');
    expect(oily).not.toHaveTextContent('64%');
    expect(oily).toHaveTextContent('repetibilidade 0,29 de 1');
    expect(screen.getByTestId('type-number-dry')).toHaveTextContent(
      '22%Mais sinais de ressecamento que 2 em cada 10 peles de referência.',
    );
    expect(screen.getByTestId('metric-texture')).toHaveTextContent(
      'Textura mais lisa que 7 em cada 10 peles de referência',
    );
  });

  it('draws the measured zones over the photo and lets the user hide them', async () => {
    renderResult();
    expect(screen.getByRole('img', { name: 'Sua foto analisada' })).toHaveAttribute(
      'src',
      'http://storage.test/photo.jpg?sig=1',
    );
    const overlay = screen.getByTestId('zone-overlay');
    expect(overlay).toHaveAttribute('viewBox', '0 0 960 1280');
    expect(overlay.querySelectorAll('polygon')).toHaveLength(2);
    expect(overlay.querySelector('polygon')).toHaveAttribute('points', '288,256 672,256 672,384 288,384');

    const toggle = screen.getByRole('button', { name: 'Mostrar áreas medidas' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(screen.queryByTestId('zone-overlay')).toBeNull();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByTestId('zone-overlay')).toBeInTheDocument();
  });

  it("shows a zone's raw numbers in plain pt-BR when it is chosen or focused", async () => {
    renderResult();
    await userEvent.click(screen.getByRole('button', { name: '1. Testa' }));
    const details = screen.getByTestId('zone-details');
    expect(within(details).getByRole('heading', { name: 'Testa' })).toBeInTheDocument();
    expect(details).toHaveTextContent('Luminosidade64,2');
    expect(details).toHaveTextContent('Brilho12%');

    screen.getByRole('button', { name: '2. Nariz (zona T) (não medida)' }).focus();
    expect(await within(details).findByRole('heading', { name: 'Nariz (zona T)' })).toBeInTheDocument();
    expect(details).toHaveTextContent('Ficou fora das notas');
  });

  it('offers the routine and the products; the general fallback carries no compatibility badge', async () => {
    const { onRoutine, onProducts } = renderResult();
    await userEvent.click(screen.getByRole('button', { name: 'Ver Rotina Personalizada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver Produtos Recomendados' }));
    expect(onRoutine).toHaveBeenCalledOnce();
    expect(onProducts).toHaveBeenCalledOnce();
    const strip = screen.getByTestId('recommended-strip');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
    expect(within(strip).queryByText(/% compatível/)).toBeNull();
  });

  it('shows the catalog recommendations with their reasons and the server’s match for each', () => {
    render(
      <AnalysisResult
        analysis={completeAnalysis()}
        onRoutine={() => {}}
        onProducts={() => {}}
        recommendedProducts={[
          {
            id: 'p1',
            name: 'Gel BHA',
            category: 'Limpeza',
            reason: 'Indicado para Oleosidade (64%).',
            match: 88,
          },
          {
            id: 'p2',
            name: 'Sérum Niacinamida',
            category: 'Séruns',
            reason: 'Indicado para Poros (40%).',
            match: 81,
          },
          { id: 'p3', name: 'Terceiro', category: 'Séruns' },
        ]}
      />,
    );
    const strip = screen.getByTestId('recommended-strip');
    const items = within(strip).getAllByTestId('strip-product');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Gel BHA');
    expect(items[0]).toHaveTextContent('88% compatível');
    expect(items[0]).toHaveTextContent('Indicado para Oleosidade (64%).');
    expect(items[1]).toHaveTextContent('81% compatível');
    expect(within(strip).queryByText('Gel de Limpeza Suave')).toBeNull();
    expect(within(strip).queryByText(/Sugestões gerais/)).toBeNull();
  });

  it('shows the photo with the day the retention rule deletes it', () => {
    renderResult({ photoDeleteAfter: '2025-05-30T10:00:02.000Z' });
    expect(screen.getByRole('img', { name: 'Sua foto analisada' })).toBeInTheDocument();
    expect(screen.getByTestId('photo-kept-until')).toHaveTextContent(/Sua foto fica guardada até 30 de mai/);
  });

  it('says in pt-BR that the photo expired, with no image, and keeps the numbers', () => {
    render(
      <AnalysisResult
        analysis={completeAnalysis({ photoStatus: 'expired', imageUrl: null, photoDeleteAfter: null })}
        fallbackImageUrl="blob:local-copy"
        onRoutine={vi.fn()}
        onProducts={vi.fn()}
      />,
    );
    expect(screen.queryByRole('img', { name: 'Sua foto analisada' })).toBeNull();
    expect(screen.getByTestId('photo-unavailable')).toHaveTextContent(
      'A foto desta análise foi apagada automaticamente 90 dias depois do envio. Os resultados continuam salvos.',
    );
    expect(screen.getByTestId('skin-type-Oleosa')).toHaveTextContent('Selecionado');
  });

  it('says the photo was deleted when the consent was revoked', () => {
    renderResult({ photoStatus: 'revoked', imageUrl: null, photoDeleteAfter: null });
    expect(screen.getByTestId('photo-unavailable')).toHaveTextContent(/quando você revogou o consentimento/);
  });

  it('replaces a photo link that fails (deleted since it was signed) with a message, not a broken image', () => {
    const onImageError = vi.fn();
    render(
      <AnalysisResult
        analysis={completeAnalysis()}
        onRoutine={vi.fn()}
        onProducts={vi.fn()}
        onImageError={onImageError}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Sua foto analisada' }));
    expect(onImageError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img', { name: 'Sua foto analisada' })).toBeNull();
    expect(screen.getByTestId('photo-unavailable')).toHaveTextContent('não está mais disponível');
  });
});
