import { getRouteApi } from '@tanstack/react-router';
import { SearchResultsPage } from '../../components/search/SearchResultsPage.tsx';

const route = getRouteApi('/_public/search');

export default function ResidentialSearchPage() {
  return <SearchResultsPage kind="residential" search={route.useSearch()} />;
}
