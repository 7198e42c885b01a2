import styles from './landing.module.css';

// Static testimonials, as the spec requires for the landing page.
const TESTIMONIALS = [
  {
    quote:
      'Descobri que minha pele era mista, e não oleosa como eu pensava. Troquei o hidratante e a diferença apareceu em poucas semanas.',
    name: 'Camila R.',
    place: 'São Paulo, SP',
  },
  {
    quote:
      'O alerta de ingredientes me ajudou muito: tenho alergia a fragrância e agora confiro o rótulo antes de comprar qualquer coisa.',
    name: 'Juliana M.',
    place: 'Recife, PE',
  },
  {
    quote:
      'O check-in diário me deu constância. Nunca usei tanto protetor solar na vida, e minha pele agradece.',
    name: 'Rafael S.',
    place: 'Belo Horizonte, MG',
  },
] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      className={`${styles.section} ${styles.sectionMuted}`}
      aria-labelledby="testimonials-title"
    >
      <div className={styles.sectionInner}>
        <div className={styles.sectionHead}>
          <p className={styles.eyebrow}>Depoimentos</p>
          <h2 id="testimonials-title">Quem usa, recomenda</h2>
        </div>
        <ul className={styles.testimonials}>
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className={styles.testimonial}>
                <p className={styles.testimonialStars}>
                  <span aria-hidden="true">★★★★★</span>
                  <span className="visually-hidden">Nota 5 de 5</span>
                </p>
                <blockquote>
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(item.name)}
                  </span>
                  <span>
                    <strong>{item.name}</strong>
                    <span className={styles.muted}>{item.place}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
