import { PHOTO_QUALITY_PART_NAMES, type PhotoQualityPart } from '@pele/shared/photo-quality';
import type { PhotoQuality } from '@pele/shared/schemas/skin-analysis';
import styles from './analysis.module.css';
import { SeverityMeter } from './severity-meter';

const PART_ORDER: readonly PhotoQualityPart[] = ['pose', 'light', 'sharpness', 'size', 'colour'];
const degrees = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 'Qualidade da foto': the score the engine gave the photo and its parts, so a low number can be fixed. */
export function PhotoQualityCard({ quality }: { quality: PhotoQuality }) {
  return (
    <section className="card stack" aria-labelledby="photo-quality-title" data-testid="photo-quality">
      <h3 id="photo-quality-title" className="card__title">
        Qualidade da foto: {quality.score}/100
      </h3>
      <ul className={styles.meterList}>
        {PART_ORDER.map((part) => (
          <SeverityMeter
            key={part}
            label={PHOTO_QUALITY_PART_NAMES[part]}
            value={quality.parts[part]}
            tone="metric"
            testId={`photo-quality-${part}`}
          />
        ))}
      </ul>
      <p className="muted">
        Rosto virado {degrees.format(Math.abs(quality.yawDegrees))}° para o lado e{' '}
        {degrees.format(Math.abs(quality.pitchDegrees))}° para cima ou para baixo; a inclinação (
        {degrees.format(Math.abs(quality.rollDegrees))}°) é corrigida antes de medir.
      </p>
    </section>
  );
}
