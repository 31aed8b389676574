export {
  EXPLORE_PATHS,
  type ExplorePageName,
  ExplorePoolRoute,
  ExploreRoute,
  ExploreTokenRoute,
  loadExplorePage,
  preloadExplorePage,
} from './routes'
