import { SavedSearchesPage } from '../../features/saved-searches/components/saved-searches-page';

/** `/saved-searches`: the user's saved listing searches and their alerts (issue 21 §4). */
export function Component() {
  return <SavedSearchesPage />;
}
