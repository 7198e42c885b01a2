import type { Concern, ConcernKey, Recommendation } from '@pele/shared/schemas/skin-analysis';
import { LOW_CONFIDENCE } from './concerns';

/** A concern must reach this severity to drive a recommendation. */
export const RECOMMENDATION_MIN_SEVERITY = 30;

const BY_CONCERN: Record<ConcernKey, Omit<Recommendation, 'concern'>> = {
  oiliness: {
    category: 'Limpeza',
    productCategory: 'cleansers',
    reason: 'Um gel de limpeza suave, de manhã e à noite, ajuda a controlar o brilho da zona T sem ressecar.',
  },
  acne: {
    category: 'Sérum',
    productCategory: 'serums',
    reason:
      'Um sérum com niacinamida ou ácido salicílico ajuda a reduzir a tendência a espinhas. Se houver inflamação persistente, procure um dermatologista.',
  },
  enlarged_pores: {
    category: 'Tônico',
    productCategory: 'toners',
    reason: 'Um tônico com ácidos suaves (como o salicílico) ajuda a desobstruir e a disfarçar os poros.',
  },
  hyperpigmentation: {
    category: 'Sérum',
    productCategory: 'serums',
    reason: 'Um sérum com vitamina C ou niacinamida ajuda a uniformizar o tom das manchas escuras.',
  },
  redness: {
    category: 'Hidratante',
    productCategory: 'moisturizers',
    reason:
      'Um hidratante calmante e sem fragrância (com pantenol ou centella) ajuda a acalmar a vermelhidão.',
  },
  fine_lines: {
    category: 'Sérum',
    productCategory: 'serums',
    reason: 'Um sérum com retinol (à noite) ou peptídeos ajuda a suavizar linhas finas com o uso contínuo.',
  },
  uneven_tone: {
    category: 'Sérum',
    productCategory: 'serums',
    reason:
      'Um sérum com niacinamida ou vitamina C, com protetor solar todos os dias, ajuda a uniformizar o tom.',
  },
  wrinkles: {
    category: 'Sérum',
    productCategory: 'serums',
    reason:
      'Retinoides à noite e protetor solar de dia são o que mais ajuda nas rugas; um dermatologista pode indicar tratamentos mais fortes.',
  },
  eye_bags: {
    category: 'Cuidados para os olhos',
    productCategory: 'other',
    reason:
      'Um creme para os olhos com cafeína ajuda a desinchar; dormir bem e reduzir o sal também diminuem as bolsas.',
  },
  dullness: {
    category: 'Máscara',
    productCategory: 'masks',
    reason:
      'Uma máscara esfoliante suave (ácidos como o lático ou o mandélico) uma ou duas vezes por semana devolve o viço.',
  },
  rough_texture: {
    category: 'Hidratante',
    productCategory: 'moisturizers',
    reason:
      'Um hidratante com ureia ou ceramidas, todos os dias, suaviza a aspereza e o relevo fino da pele.',
  },
  dark_circles: {
    category: 'Cuidados para os olhos',
    productCategory: 'other',
    reason:
      'Um creme para a área dos olhos com cafeína ou vitamina C ajuda a clarear as olheiras; dormir bem também conta.',
  },
};

const SUNSCREEN: Recommendation = {
  category: 'Protetor Solar',
  productCategory: 'sunscreens',
  reason:
    'Use protetor solar FPS 30 ou mais todos os dias: ele evita que manchas, linhas e vermelhidão piorem.',
};

const MOISTURIZER_FOR_LOW_HYDRATION: Recommendation = {
  category: 'Hidratante',
  productCategory: 'moisturizers',
  reason:
    'A estimativa de hidratação está baixa: um hidratante com ácido hialurônico ou ceramidas ajuda a reter água na pele.',
};

/**
 * From the most severe concerns (at most three), one product category each without repeating a category, then
 * a moisturizer if hydration is estimated low, and sunscreen always last.
 */
export const recommendationsFrom = (concerns: readonly Concern[], hydration: number): Recommendation[] => {
  const out: Recommendation[] = [];
  for (const concern of concerns) {
    if (out.length >= 3 || concern.severity < RECOMMENDATION_MIN_SEVERITY) break;
    // A concern seen too little to trust does not choose products (the list puts them after the confident ones).
    if ((concern.confidence ?? 1) < LOW_CONFIDENCE) break;
    const rec = BY_CONCERN[concern.key];
    if (out.some((r) => r.productCategory === rec.productCategory)) continue;
    out.push({ ...rec, concern: concern.key });
  }
  if (hydration < 50 && !out.some((r) => r.productCategory === 'moisturizers'))
    out.push(MOISTURIZER_FOR_LOW_HYDRATION);
  out.push(SUNSCREEN);
  return out;
};
