interface PremiumUpsellProps {
  title: string;
  message: string;
}

/** Shown where the plan lacks a feature (403 FEATURE_REQUIRED); the paywall dialog arrives with subscriptions. */
export function PremiumUpsell({ title, message }: PremiumUpsellProps) {
  return (
    <section className="card stack" data-testid="premium-upsell">
      <span className="pill pill--primary">Premium</span>
      <h2 className="card__title">{title}</h2>
      <p className="muted">{message}</p>
    </section>
  );
}
