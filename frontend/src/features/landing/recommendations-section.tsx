import landing from './landing.module.css';
import { trialOffer } from './landing-claims';
import { Icon, type IconName } from './landing-icons';
import styles from './recommendations-section.module.css';

/**
 * Where a card's feature lives in the app. A page load (the landing is a document page): /register remembers
 * `next`, so a visitor signs up first and lands there, and a signed-in visitor goes straight there.
 */
const CHALLENGES_LINK = '/register?next=%2Fapp%2Fchallenges';
/** Home, where 'Como está sua pele hoje?' records the day's score (Progresso shows the history). */
const CHECK_IN_LINK = '/register?next=%2Fapp';

const CARDS: readonly {
  icon: IconName;
  title: string;
  text: string;
  link?: { href: string; label: string };
}[] = [
  {
    icon: 'gauge',
    title: 'Pontuação diária da pele',
    text: 'Um check-in rápido por dia registra como sua pele está e mostra sua evolução ao longo das semanas.',
    link: { href: CHECK_IN_LINK, label: 'Fazer o check-in de hoje' },
  },
  {
    icon: 'trophy',
    title: 'Desafios com IA',
    text: 'Metas curtas criadas a partir da sua análise, como sete dias seguidos de protetor solar.',
    link: { href: CHALLENGES_LINK, label: 'Conhecer os desafios' },
  },
  {
    icon: 'sun',
    title: 'Rotina de manhã e de noite',
    text: 'Passo a passo com os produtos certos, etapas para marcar e uma sequência de dias para manter.',
  },
  {
    icon: 'bottle',
    title: 'Produtos compatíveis',
    text: 'Sugestões com o motivo da indicação e avaliações de quem já usou.',
  },
];

/** Features and the Premium offer; the trial length is the staff's setting, once the server has said it. */
export function RecommendationsSection({ freeTrialDays }: { freeTrialDays?: number }) {
  return (
    <section className={landing.section} aria-labelledby="recommendations-title">
      <div className={landing.sectionInner}>
        <div className={landing.sectionHead}>
          <h2 id="recommendations-title">Recomendações feitas para a sua pele</h2>
          <p>Tudo no Pele.AI parte da sua análise: nada de dica genérica.</p>
        </div>
        <ul className={landing.featureGrid}>
          {CARDS.map((card) => (
            <li key={card.title} className={landing.featureCard}>
              <span className={landing.iconBadge}>
                <Icon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              {card.link && (
                <a href={card.link.href} className={landing.featureLink}>
                  {card.link.label} <span aria-hidden="true">→</span>
                </a>
              )}
            </li>
          ))}
        </ul>
        <article id="premium" className={styles.proCard} aria-labelledby="pro-title">
          <span className={styles.proTag}>Premium</span>
          <h3 id="pro-title">Pele.AI Premium</h3>
          <p>
            Com o plano Premium você libera a análise de pele com IA, o acompanhamento do seu progresso e o
            histórico completo das suas análises.
          </p>
          <a href="/register" className={landing.buttonLightLarge}>
            {trialOffer(freeTrialDays)}
          </a>
        </article>
      </div>
    </section>
  );
}
