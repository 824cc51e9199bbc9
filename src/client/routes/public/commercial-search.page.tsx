import { getRouteApi } from '@tanstack/react-router';
import { SearchResultsPage } from '../../components/search/SearchResultsPage.tsx';

const route = getRouteApi('/_public/comsearch');

export default function CommercialSearchPage() {
  return <SearchResultsPage kind="commercial" search={route.useSearch()} />;
}
