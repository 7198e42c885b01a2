import { analysis as analysisSchema } from '@pele/shared/schemas/skin-analysis';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { PageLayout } from '../../../components/page-layout';
import { useAnalysis } from '../api/get-analysis';
import { useRecommendedStrip } from '../use-recommended-strip';
import { AnalysisResult } from './analysis-result';

/** The analysis handed over in navigation state, if it is a complete one. */
const analysisFromState = (state: unknown) => {
  const parsed = analysisSchema.safeParse((state as { analysis?: unknown } | null)?.analysis);
  return parsed.success && parsed.data.status === 'complete' ? parsed.data : null;
};

/** /app/analysis-results: the analysis from navigation state; without one, back to /app/analyze (spec 2.1). */
export function AnalysisResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const given = analysisFromState(location.state);
  // The photo link in navigation state expires after a few minutes (e.g. on a reload later): renew it once.
  const [photoExpired, setPhotoExpired] = useState(false);
  const renewed = useAnalysis(photoExpired && given ? given.id : null);
  const recommendedProducts = useRecommendedStrip();
  if (!given) return <Navigate to="/app/analyze" replace />;
  const analysis = renewed.data?.status === 'complete' ? renewed.data : given;
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      <div className="stack stack--lg">
        <AnalysisResult
          analysis={analysis}
          headingLevel={1}
          recommendedProducts={recommendedProducts}
          onImageError={photoExpired ? undefined : () => setPhotoExpired(true)}
          onRoutine={() => navigate('/app/routine')}
          onProducts={() => navigate('/app/products')}
        />
        <Button asChild variant="secondary" block>
          <Link to="/app/analyze">Nova Análise</Link>
        </Button>
      </div>
    </PageLayout>
  );
}
