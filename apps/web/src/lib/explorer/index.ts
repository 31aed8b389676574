export { ExplorerDataType, getExplorerLink } from './getExplorerLink'
