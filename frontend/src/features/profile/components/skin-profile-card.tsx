export interface SkinProfile {
  skinType?: string | null;
  hydration?: number | null;
  texture?: number | null;
  pigmentation?: number | null;
}

interface SkinProfileCardProps {
  profile: SkinProfile | null;
  /** Null when the count cannot be read (plan without history and progress): no badge then. */
  analysisCount: number | null;
  onUpdateAnalysis: () => void;
}

const NOT_ANALYZED = 'Não analisado';
const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_ANALYZED : `${Math.round(value)}%`;

/** The skin profile of spec 2.11; every value reads 'Não analisado' until there is an analysis. */
export function SkinProfileCard({ profile, analysisCount, onUpdateAnalysis }: SkinProfileCardProps) {
  const rows: Array<[string, string]> = [
    ['Tipo de pele', profile?.skinType || NOT_ANALYZED],
    ['Hidratação', percent(profile?.hydration)],
    ['Textura', percent(profile?.texture)],
    ['Pigmentação', percent(profile?.pigmentation)],
  ];
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
      <button type="button" className="button button--secondary button--block" onClick={onUpdateAnalysis}>
        Atualizar Análise de Pele
      </button>
    </section>
  );
}
