export {
  EXPLORE_PATHS,
  ExplorePoolRoute,
  ExploreRoute,
  ExploreTokenRoute,
  preloadExplorePage,
} from './routes'
