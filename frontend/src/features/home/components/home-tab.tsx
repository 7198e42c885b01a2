import { useAppNavigation } from '../../../lib/app-navigation';
import { useSession } from '../../../lib/session';
import { HomeGreeting } from './home-greeting';
import { QuickActions } from './quick-actions';
import { RecommendedProductsCard } from './recommended-products-card';
import { SkinCheckCard } from './skin-check-card';
import { SkinProgressCard } from './skin-progress-card';

/**
 * Home (spec 2.6). Progress and recommendations have no data source yet: the analysis and products
 * issues plug their queries into the two cards, which already handle loading and empty states.
 */
export function HomeTab() {
  const { user } = useSession();
  const { selectTab, openOverlay } = useAppNavigation();
  return (
    <div className="stack stack--lg">
      <HomeGreeting user={user} onAvatarClick={() => selectTab('profile')} />
      <SkinCheckCard />
      <QuickActions onSelect={selectTab} />
      <SkinProgressCard onSeeAll={() => openOverlay('skin-progress')} />
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
