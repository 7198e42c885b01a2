import { FaceScanDemo } from './face-scan-demo';
import { FinalCta } from './final-cta';
import { HeroSection } from './hero-section';
import styles from './landing.module.css';
import { LandingFooter } from './landing-footer';
import { LandingTopBar } from './landing-top-bar';
import { RecommendationsSection } from './recommendations-section';
import { ScannerSection } from './scanner-section';
import { SelfieSection } from './selfie-section';
import { SkinTypeRings } from './skin-type-rings';
import { TestimonialsSection } from './testimonials-section';

export function LandingPage() {
  return (
    <div id="top" className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Pular para o conteúdo
      </a>
      <LandingTopBar />
      <main id="main" tabIndex={-1}>
        <HeroSection />
        <SelfieSection />
        <ScannerSection />
        <FaceScanDemo />
        <SkinTypeRings />
        <RecommendationsSection />
        <TestimonialsSection />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
