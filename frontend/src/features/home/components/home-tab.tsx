import { RECOMMENDED_PRODUCTS_SHOWN } from '@pele/shared/constants';
import { useOpenScreen } from '../../../lib/app-navigation';
import { appPaths } from '../../../lib/app-paths';
import { useAnalysisSummary } from '../../analysis';
import { useSignedInUser } from '../../auth';
import { ChallengesHomeCard } from '../../challenges';
import { TrialStatusCard } from '../../premium/access';
import { useRecommendedProducts } from '../../products';
import { useSelectTab } from '../../shell';
import { HomeGreeting } from './home-greeting';
import { QuickActions } from './quick-actions';
import { RecommendedProductsCard } from './recommended-products-card';
import { SkinCheckCard } from './skin-check-card';
import { SkinProgressCard } from './skin-progress-card';

/**
 * Home (spec 2.6). The progress card reads the user's analyses; the recommended card shows the first 2
 * products ranked for the latest analysis. A failed call falls back to an empty card (spec 7.9).
 */
export function HomeTab() {
  const user = useSignedInUser();
  const selectTab = useSelectTab();
  const openScreen = useOpenScreen();
  const summary = useAnalysisSummary();
  const recommended = useRecommendedProducts(RECOMMENDED_PRODUCTS_SHOWN);
  return (
    <div className="stack stack--lg">
      <HomeGreeting user={user} onAvatarClick={() => selectTab('profile')} />
      <TrialStatusCard userId={user?.id} />
      <SkinCheckCard />
      <QuickActions onSelect={selectTab} />
      <ChallengesHomeCard onOpen={() => openScreen(appPaths.challenges)} />
      <SkinProgressCard
        improvement={summary.improvement}
        analysisCount={summary.count ?? 0}
        isLoading={summary.isLoading}
        onSeeAll={() => openScreen(appPaths.progress)}
      />
      <RecommendedProductsCard
        products={(recommended.data?.data ?? []).map((product) => ({
          id: product.id,
          name: product.name,
          brand: product.brand,
          price: product.price,
          imageUrl: product.imageUrl,
          reason: product.recommendationReason,
          hasAlert: product.hasAlert,
        }))}
        isLoading={recommended.isPending}
        hasAnalysis={recommended.data?.hasAnalysis ?? user?.skinAnalyzed ?? false}
        onOpenProduct={(id) => openScreen(appPaths.product(id))}
        onSeeAll={() => selectTab('products')}
      />
    </div>
  );
}
