import { photoStatusMessages } from '@pele/shared/photo-consent';
import type { Analysis } from '@pele/shared/schemas/skin-analysis';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import type { StripProduct } from '../fallback-products';
import styles from './analysis.module.css';
import { ConcernList } from './concern-list';
import { MetricList } from './metric-list';
import { PhotoQualityCard } from './photo-quality-card';
import { QualityWarnings } from './quality-warnings';
import { RecommendationList } from './recommendation-list';
import { RecommendedProductsStrip } from './recommended-products-strip';
import { SkinTypeChips } from './skin-type-chips';
import { ZoneOverlay } from './zone-overlay';

interface AnalysisResultProps {
  analysis: Analysis;
  /** The local copy of the photo, used when the server's link is missing. */
  fallbackImageUrl?: string | null;
  onRoutine: () => void;
  onProducts: () => void;
  /** 1 on the results page, 2 inside the analyze tab. */
  headingLevel?: 1 | 2;
  onImageError?: () => void;
  /** The catalog's recommendations for this skin; the strip shows its fallback until they arrive. */
  recommendedProducts?: readonly StripProduct[];
}

/**
 * The photo to draw: the server's link, else the local copy of a photo just taken; never a photo the retention
 * rule or a revoked consent deleted, even if this device still holds it.
 */
const photoUrlOf = (analysis: Analysis, fallback: string | null) =>
  analysis.photoStatus === 'expired' || analysis.photoStatus === 'revoked'
    ? null
    : (analysis.imageUrl ?? fallback);

/** Why there is no photo, in the user's words. */
const photoNoteOf = (analysis: Analysis) =>
  analysis.photoStatus === 'expired'
    ? photoStatusMessages.expired
    : analysis.photoStatus === 'revoked'
      ? photoStatusMessages.revoked
      : photoStatusMessages.unavailable;

/** The result view of spec 2.7 with the quality verdict and the map of where each number was measured. */
export function AnalysisResult({
  analysis,
  fallbackImageUrl = null,
  onRoutine,
  onProducts,
  headingLevel = 2,
  onImageError,
  recommendedProducts,
}: AnalysisResultProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="stack stack--lg" aria-labelledby="result-title" data-testid="analysis-result">
      <header>
        <Heading id="result-title" className="title">
          Resultado da Análise
        </Heading>
        <p className="muted">{formatDate(analysis.completedAt ?? analysis.createdAt)}</p>
      </header>

      <QualityWarnings warnings={analysis.qualityWarnings} />

      <section className="card stack" aria-labelledby="skin-type-title">
        <h3 id="skin-type-title" className="card__title">
          Seu Tipo de Pele
        </h3>
        <SkinTypeChips skinType={analysis.skinType} scores={analysis.scores} readings={analysis.readings} />
        {analysis.skinTypeDescription && (
          <p data-testid="skin-type-description">{analysis.skinTypeDescription}</p>
        )}
      </section>

      <ZoneOverlay
        imageUrl={photoUrlOf(analysis, fallbackImageUrl)}
        image={analysis.image}
        zones={analysis.zones}
        onImageError={onImageError}
        unavailableNote={photoNoteOf(analysis)}
        keptUntil={analysis.photoDeleteAfter}
      />

      {analysis.metrics && (
        <MetricList
          metrics={analysis.metrics}
          hydrationIsEstimate={analysis.hydrationIsEstimate}
          skinTone={analysis.skinTone}
          readings={analysis.readings}
        />
      )}

      <ConcernList
        concerns={analysis.concerns}
        zones={analysis.zones}
        againstReference={analysis.readings.length > 0}
      />
      <RecommendationList recommendations={analysis.recommendations} />
      {analysis.photoQuality && <PhotoQualityCard quality={analysis.photoQuality} />}

      <div className="stack">
        <Button variant="primary" block onClick={onRoutine}>
          Ver Rotina Personalizada
        </Button>
        <Button variant="secondary" block onClick={onProducts}>
          Ver Produtos Recomendados
        </Button>
      </div>

      <RecommendedProductsStrip products={recommendedProducts} onSeeAll={onProducts} />

      <p className={styles.disclaimer}>
        Medidas feitas na sua foto, comparáveis entre análises com luz parecida. Não substituem a avaliação de
        um dermatologista.
      </p>
    </article>
  );
}
