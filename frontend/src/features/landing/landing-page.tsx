import { FaceScanDemo } from './face-scan-demo';
import { FinalCta } from './final-cta';
import { HeroSection } from './hero-section';
import styles from './landing.module.css';
import { useLandingFigures } from './landing-claims';
import { LandingFooter } from './landing-footer';
import { LandingTopBar } from './landing-top-bar';
import { RecommendationsSection } from './recommendations-section';
import { ScannerSection } from './scanner-section';
import { SelfieSection } from './selfie-section';
import { SkinTypeRings } from './skin-type-rings';

/**
 * The public landing page. No testimonials: the product has no way yet for a reviewer to agree to be quoted,
 * and invented ones are not shown. No store rating: there is no store listing.
 */
export function LandingPage() {
  const figures = useLandingFigures();
  return (
    <div id="top" className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Pular para o conteúdo
      </a>
      <LandingTopBar />
      <main id="main" tabIndex={-1}>
        <HeroSection figures={figures} />
        <SelfieSection />
        <ScannerSection />
        <FaceScanDemo />
        <SkinTypeRings />
        <RecommendationsSection freeTrialDays={figures?.freeTrialDays} />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
