import type { Analysis } from '@pele/shared/schemas/skin-analysis';
import styles from './analysis.module.css';

export function RecommendationList({ recommendations }: { recommendations: Analysis['recommendations'] }) {
  return (
    <section className="card stack" aria-labelledby="recommendations-title">
      <h3 id="recommendations-title" className="card__title">
        Recomendações
      </h3>
      {recommendations.length === 0 ? (
        <p className="empty-state">
          Nenhuma recomendação especial: mantenha limpeza, hidratação e protetor solar.
        </p>
      ) : (
        <ul className={styles.recommendations}>
          {recommendations.map((recommendation) => (
            <li key={`${recommendation.category}-${recommendation.reason}`}>
              <p className={styles.recommendationCategory}>{recommendation.category}</p>
              <p>{recommendation.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
