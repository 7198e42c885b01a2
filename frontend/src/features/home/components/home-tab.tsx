import { useAppNavigation } from '../../../lib/app-navigation';
import { useSession } from '../../../lib/session';
import { useAnalysisSummary } from '../../analysis/use-analysis-summary';
import { HomeGreeting } from './home-greeting';
import { QuickActions } from './quick-actions';
import { RecommendedProductsCard } from './recommended-products-card';
import { SkinCheckCard } from './skin-check-card';
import { SkinProgressCard } from './skin-progress-card';

/**
 * Home (spec 2.6). The progress card reads the user's analyses; recommendations have no data source yet:
 * the products issue plugs its query into that card, which already handles loading and empty states.
 */
export function HomeTab() {
  const { user } = useSession();
  const { selectTab, openOverlay } = useAppNavigation();
  const summary = useAnalysisSummary();
  return (
    <div className="stack stack--lg">
      <HomeGreeting user={user} onAvatarClick={() => selectTab('profile')} />
      <SkinCheckCard />
      <QuickActions onSelect={selectTab} />
      <SkinProgressCard
        improvement={summary.improvement}
        analysisCount={summary.count ?? 0}
        isLoading={summary.isLoading}
        onSeeAll={() => openOverlay('skin-progress')}
      />
      <RecommendedProductsCard
        products={[]}
        isLoading={false}
        hasAnalysis={user?.skinAnalyzed ?? false}
        onOpenProduct={(id) => openOverlay('product-details', { productId: id })}
        onSeeAll={() => selectTab('products')}
      />
    </div>
  );
}
