import type { ReactNode } from 'react';

export type OnboardingSlide = {
  title: string;
  text: string;
  illustration: ReactNode;
};

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 4, strokeLinecap: 'round' } as const;

// Illustrations are decorative: the title and text carry the meaning, so every SVG is aria-hidden.
const WelcomeArt = (
  <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
    <circle cx="80" cy="80" r="70" fill="var(--color-primary-soft)" />
    <path d="M80 30c18 24 30 40 30 58a30 30 0 0 1-60 0c0-18 12-34 30-58z" fill="var(--color-primary)" />
    <path d="M68 92a12 12 0 0 0 12 12" {...stroke} stroke="var(--color-text-inverse)" />
    <path d="M124 36l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="var(--color-accent)" />
  </svg>
);

const SelfieArt = (
  <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
    <rect
      x="42"
      y="14"
      width="76"
      height="132"
      rx="14"
      fill="var(--color-surface)"
      stroke="var(--color-text)"
      strokeWidth="4"
    />
    <ellipse
      cx="80"
      cy="72"
      rx="22"
      ry="28"
      fill="var(--color-primary-soft)"
      stroke="var(--color-primary)"
      strokeWidth="3"
    />
    <path d="M52 40v-8h8M108 40v-8h-8M52 104v8h8M108 104v8h-8" {...stroke} stroke="var(--color-accent)" />
    <path d="M56 72h48" stroke="var(--color-accent)" strokeWidth="2" strokeDasharray="4 4" />
    <circle cx="80" cy="128" r="7" fill="var(--color-primary)" />
  </svg>
);

const ProductsArt = (
  <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
    <rect
      x="30"
      y="52"
      width="40"
      height="84"
      rx="10"
      fill="var(--color-accent-soft)"
      stroke="var(--color-accent)"
      strokeWidth="4"
    />
    <rect x="40" y="36" width="20" height="16" rx="4" fill="var(--color-accent)" />
    <rect
      x="84"
      y="70"
      width="46"
      height="66"
      rx="12"
      fill="var(--color-primary-soft)"
      stroke="var(--color-primary)"
      strokeWidth="4"
    />
    <rect x="92" y="58" width="30" height="12" rx="4" fill="var(--color-primary)" />
    <circle cx="122" cy="40" r="16" fill="var(--color-success)" />
    <path d="M114 40l6 6 10-12" {...stroke} stroke="var(--color-text-inverse)" />
  </svg>
);

const RoutineArt = (
  <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
    <rect
      x="26"
      y="24"
      width="108"
      height="116"
      rx="14"
      fill="var(--color-surface)"
      stroke="var(--color-text)"
      strokeWidth="4"
    />
    <circle cx="50" cy="56" r="9" fill="var(--color-success)" />
    <circle cx="50" cy="84" r="9" fill="var(--color-success)" />
    <circle cx="50" cy="112" r="9" fill="none" stroke="var(--color-border)" strokeWidth="4" />
    <path d="M68 56h44M68 84h36M68 112h40" {...stroke} stroke="var(--color-text-muted)" />
    <path d="M112 14l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="var(--color-primary)" />
  </svg>
);

export const ONBOARDING_SLIDES: readonly OnboardingSlide[] = [
  {
    title: 'Boas-vindas ao Pele.AI',
    text: 'Seu assistente de cuidados com a pele, com inteligência artificial, sempre à mão no celular.',
    illustration: WelcomeArt,
  },
  {
    title: 'Análise de pele personalizada',
    text: 'Tire uma selfie e descubra seu tipo de pele, suas principais preocupações e o que fazer por cada uma.',
    illustration: SelfieArt,
  },
  {
    title: 'Produtos recomendados',
    text: 'Receba sugestões de produtos que combinam com a sua pele e evite ingredientes que não são para você.',
    illustration: ProductsArt,
  },
  {
    title: 'Rotina personalizada',
    text: 'Siga uma rotina de manhã e de noite feita para você, marque cada passo e mantenha sua sequência de cuidados.',
    illustration: RoutineArt,
  },
];
