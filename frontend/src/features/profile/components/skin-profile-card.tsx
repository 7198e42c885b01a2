import type { HeadlineBands } from '@pele/shared/schemas/skin-analysis';
import { Button } from '../../../components/button';
import { BAND_REASON, headlinePercent } from '../../analysis';

export interface SkinProfile {
  skinType?: string | null;
  hydration?: number | null;
  texture?: number | null;
  pigmentation?: number | null;
  /** The numbers shown as a band, with their band. */
  bands?: HeadlineBands;
}

interface SkinProfileCardProps {
  profile: SkinProfile | null;
  /** Null when the count cannot be read (plan without history and progress): no badge then. */
  analysisCount: number | null;
  onUpdateAnalysis: () => void;
}

const NOT_ANALYZED = 'Não analisado';
const METRICS = [
  ['Hidratação', 'hydration'],
  ['Textura', 'texture'],
  ['Pigmentação', 'pigmentation'],
] as const;

/** The skin profile of spec 2.11; every value reads 'Não analisado' until there is an analysis. */
export function SkinProfileCard({ profile, analysisCount, onUpdateAnalysis }: SkinProfileCardProps) {
  const bands = profile?.bands ?? {};
  const rows: Array<[string, string]> = [
    ['Tipo de pele', profile?.skinType || NOT_ANALYZED],
    ...METRICS.map(([label, key]): [string, string] => {
      const value = profile?.[key];
      return [
        label,
        value === null || value === undefined ? NOT_ANALYZED : headlinePercent(value, bands[key]),
      ];
    }),
  ];
  const banded = METRICS.some(([, key]) => profile?.[key] != null && bands[key]);
  return (
    <section className="card stack" aria-labelledby="skin-profile-title">
      <div className="card__header">
        <h2 id="skin-profile-title" className="card__title">
          Perfil da Pele
        </h2>
        {analysisCount !== null && (
          <span className="pill" data-testid="analysis-count">
            {analysisCount} {analysisCount === 1 ? 'análise' : 'análises'}
          </span>
        )}
      </div>
      <dl className="definition-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="definition-grid__item">
            <dt>{label}</dt>
            <dd className={value === NOT_ANALYZED ? 'muted' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {banded && (
        <p className="muted" data-testid="profile-band-note">
          {BAND_REASON}
        </p>
      )}
      <Button variant="secondary" block onClick={onUpdateAnalysis}>
        Atualizar Análise de Pele
      </Button>
    </section>
  );
}
